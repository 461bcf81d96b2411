/** Everything that changes what the OCR path does to an image (`npm run eval:ocr -- --set key=value` varies one). */
export interface OcrSettings {
  /** Tesseract page segmentation mode. */
  psm: string;
  /** Longest side, in pixels, of the page analysed; larger images are scaled down (bounds memory and time). */
  maxSide: number;
  /**
   * Tesseract reads the page with everything outside the regions of the learned text detector
   * (detector.ts) painted white, scaled so its typical region is this many pixels tall; each word
   * it reads is placed in its detected row.
   */
  pageRegionHeight: number;
  /** A detected row tesseract's page reading left empty is read again alone and kept at this confidence (0–100; 0: never). */
  rereadEmptyRows: number;
  /** Longest side of the page the detector sees. */
  detectorMaxSide: number;
  /**
   * A page the detector sees taller than this many rows (a multiple of 32) is read in bands of them
   * with some rows of context (serve-onnx-session.ts: runInBands): the network's memory is then a
   * band's, not a page's; 0: the page whole.
   */
  detectorBandRows: number;
  /**
   * What reads the detected regions. `paddle`: PP-OCRv4's recognition network,
   * each region on its own; `tesseract`: tesseract.js on each row cut from the page (lib/engines/ocr/README.md);
   * `both`: tesseract.js, then PP-OCRv4 on the rows it read below `secondOpinionBelow` or not at
   * all, the surer reading kept.
   */
  recognizer: OcrRecognizer;
  /** `paddle`: an ink-free gap between two characters at least this many line heights wide is a space. */
  spaceGap: number;
  /** `paddle`: … and at least this many times the line's median ink-free gap. */
  spaceGapRatio: number;
  /** `paddle`: a space also goes between two Latin characters where a time step between them gives the space class this probability (0–1; 0: never). */
  spaceFrom: number;
  /** `paddle`: a line's Han and kana (the whole dictionary's) are read from this probability a time step (0–1) … */
  cjkFrom: number;
  /** … when it holds at least this many of them; otherwise it is read as Latin. */
  cjkCharsFrom: number;
  /** `both`: rows tesseract read below this confidence (0–100) are read by PP-OCRv4 too. */
  secondOpinionBelow: number;
  /** `paddle`: a region read below this confidence (0–1) is read again turned by 180° (90° ones the other way); 0: never. */
  rereadTurnedBelow: number;
  /**
   * A page's turn is decided before it is read by the direction classifier's vote over this many of
   * its largest text regions (page-turn.ts), and the page read once that way up; 0: no vote, the
   * page read as it comes (the PP-OCRv4 recogniser then judges each line's way up itself).
   */
  pageTurnVoters: number;
  /** `paddle`: margin added on every side of each crop's quad, in its height (negative: cut in). */
  cropMargin: number;
  /** `paddle`: what one crop holds: a whole detected row (its axis-aligned box), or each detected region of it (its quad). */
  cropUnit: 'row' | 'region';
  /** `paddle`: a region read below this confidence (0–1) is dropped (PaddleOCR's drop_score); 0: never. */
  dropBelow: number;
  /** `paddle`: crops narrower than this are padded to it (PaddleOCR pads to 320; the network's cost grows with the padded width). */
  minCropWidth: number;
  /**
   * `paddle`: crops of similar width read in one network call at most (PaddleOCR's rec_batch_num is
   * 6; on one CPU thread a batch costs more per crop than crops read one by one).
   */
  recognitionBatch: number;
  /**
   * Rows first read below this confidence (0–100, the row's or its least sure word's), or not at all, are read again by PP-OCRv4 with
   * its whole dictionary, as Chinese or Japanese (cjk-rows.ts); 0: never.
   */
  cjkCheckBelow: number;
  /**
   * … when what it was unsure of looks CJK (cjk-rows.ts: isDoubtful): read as fewer letters than
   * this many per row height of its width, …
   */
  cjkLettersBelow: number;
  /** … or its strokes stacked: a vertical line through them crosses this many on average (cjk-rows.ts: strokeCrossings; 0: always). */
  cjkStrokesFrom: number;
  /** … and that reading, when mostly Han or kana, replaces the first from this confidence (0–100). */
  cjkKeepFrom: number;
  /** A doubtful row read by tesseract's Japanese model too (cjk-rows.ts) takes that reading, when it holds kana, from this confidence (0–100). */
  japaneseKeepFrom: number;
}

export const OCR_RECOGNIZERS = ['paddle', 'tesseract', 'both'] as const;
export type OcrRecognizer = (typeof OCR_RECOGNIZERS)[number];

/**
 * The line confidence (0–1) from which another operation (naming, past-coin search, the kit) takes a
 * line's text, by what read it: lines under it are left out, so that nothing is named from photo
 * texture or a turned page misread. Each is the threshold that keeps the most right characters and
 * drops the most wrong ones (their sum) on the tune halves of the receipts and the social set
 * (bench/ocr/RESULTS.md, "Confidence that means something"). PP-OCRv4's confidence, a mean
 * character probability, sits near 1 for what it reads well; tesseract.js's spreads lower.
 */
export const TRUSTED_LINE_CONFIDENCE: Record<OcrRecognizer, number> = { paddle: 0.95, tesseract: 0.75, both: 0.75 };

/** What the service runs; bench/ocr/RESULTS.md compares the alternatives. */
export const DEFAULT_OCR_SETTINGS: OcrSettings = {
  psm: '6',
  maxSide: 3000,
  pageRegionHeight: 32,
  rereadEmptyRows: 30,
  detectorMaxSide: 1280,
  detectorBandRows: 384,
  recognizer: 'paddle',
  spaceGap: 0.3,
  spaceGapRatio: 2.5,
  spaceFrom: 0.03,
  cjkFrom: 0.5,
  cjkCharsFrom: 2,
  secondOpinionBelow: 80,
  rereadTurnedBelow: 0.6,
  pageTurnVoters: 8,
  minCropWidth: 0,
  recognitionBatch: 1,
  cropUnit: 'region',
  cropMargin: 0,
  dropBelow: 0.5,
  cjkCheckBelow: 60,
  cjkLettersBelow: 1.6,
  cjkStrokesFrom: 2.4,
  cjkKeepFrom: 60,
  japaneseKeepFrom: 60,
};
