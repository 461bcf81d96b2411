import sharp from 'sharp';
import type { Worker } from 'tesseract.js';
import type { CjkRowReader } from './cjk-rows';
import { toContract, type FoundLine } from './lines';
import { encodePgm, prepareImage, type PreparedImage } from './preprocess';
import { groupIntoRows, wordsIntoRows, type FoundWord } from './text-rows';
import type { OcrSettings } from './settings';
import type { Box, OcrPageResult } from './types';

/** Finds text regions on a grey page (the learned detector); boxes in that page's pixels. */
export type DetectText = (image: Pick<PreparedImage, 'grey' | 'width' | 'height'>) => Promise<Box[]>;

/** A decoded page and its text regions: everything before tesseract. */
export interface AnalysedPage {
  prepared: PreparedImage;
  regions: Box[];
}

/**
 * The first half of the OCR path, which needs no tesseract worker: decode and find the text
 * regions. A detector failure therefore never costs a worker.
 */
export async function analysePage(bytes: Buffer, settings: OcrSettings, detectText: DetectText): Promise<AnalysedPage> {
  const prepared = await prepareImage(bytes, settings);
  return { prepared, regions: await detectText(prepared) };
}

/** A second reader for detected regions (the PP-OCRv4 recogniser); lines in the prepared page's pixels. */
export type ReadRegions = (prepared: PreparedImage, regions: readonly Box[]) => Promise<FoundLine[]>;

/**
 * The second half, on one worker: read the page and map its lines to the contract. With a second
 * reader (`both`), the rows tesseract was unsure of or left empty are read again by it; with a CJK
 * reader, the rows still unsure are read as Chinese or Japanese (cjk-rows.ts). Once `signal`
 * aborts, nothing more is asked of the worker (the pool may have stopped it).
 */
export async function readPage(
  worker: Worker,
  page: AnalysedPage,
  settings: OcrSettings,
  secondReader?: ReadRegions,
  signal?: AbortSignal,
  cjk?: CjkRowReader,
): Promise<OcrPageResult> {
  const { prepared, regions } = page;
  let lines = await recognizeDetected(worker, prepared, regions, settings, signal);
  if (secondReader)
    lines = await secondOpinion(lines, regions, prepared, secondReader, settings.secondOpinionBelow, signal);
  if (cjk) lines = await cjk.read(lines, prepared, regions, settings, signal);
  return toContract(lines, prepared);
}

/** Scales the page so that `typical` pixels (a region's height) become `wanted` (0: leave as is). */
async function rescaleTo(
  page: PreparedImage,
  typical: number,
  wanted: number,
  maxSide: number,
): Promise<PreparedImage> {
  if (!wanted || !typical) return page;
  const factor = Math.min(Math.min(3, Math.max(0.3, wanted / typical)), maxSide / Math.max(page.width, page.height));
  if (Math.abs(factor - 1) < 0.15) return page;
  const width = Math.max(1, Math.round(page.width * factor));
  const height = Math.max(1, Math.round(page.height * factor));
  const grey = await sharp(page.grey, { raw: { width: page.width, height: page.height, channels: 1 } })
    .resize(width, height, { kernel: factor > 1 ? 'cubic' : 'lanczos3', fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { ...page, grey, width, height, scale: page.scale * factor };
}

/** The page with everything outside the boxes painted white: specks, logos and scanner edges go. */
function keepOnly(image: PreparedImage, boxes: readonly Box[]): PreparedImage {
  const grey = Buffer.alloc(image.grey.length, 255);
  for (const box of boxes) {
    const x0 = Math.max(0, Math.floor(box.x0));
    const x1 = Math.min(image.width, Math.ceil(box.x1));
    const y1 = Math.min(image.height, Math.ceil(box.y1));
    for (let y = Math.max(0, Math.floor(box.y0)); y < y1; y++) {
      image.grey.copy(grey, y * image.width + x0, y * image.width + x0, y * image.width + x1);
    }
  }
  return { ...image, grey };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Everything outside the detected text regions is painted white; tesseract reads the page (scaled
 * to a typical region height) word by word; each word goes to its detected row. Lines come back
 * in the prepared page's pixels.
 */
async function recognizeDetected(
  worker: Worker,
  prepared: PreparedImage,
  regions: readonly Box[],
  settings: OcrSettings,
  signal?: AbortSignal,
): Promise<FoundLine[]> {
  if (regions.length === 0) return [];
  const rows = groupIntoRows(regions);
  const typical = median(regions.map((region) => region.y1 - region.y0));
  const page = await rescaleTo(keepOnly(prepared, regions), typical, settings.pageRegionHeight, settings.maxSide);
  const factor = page.scale / prepared.scale;
  const toPrepared = (box: Box): Box => ({
    x0: box.x0 / factor,
    y0: box.y0 / factor,
    x1: box.x1 / factor,
    y1: box.y1 / factor,
  });
  const words = (await recognizeWords(worker, page, settings.psm, signal)).map((word) => ({
    ...word,
    box: toPrepared(word.box),
  }));
  const lines = wordsIntoRows(rows, words);
  if (settings.rereadEmptyRows <= 0) return lines;

  // Tesseract's own segmentation of the page skips some rows the detector found (short lines,
  // text inside boxes): each such row is read again alone, and kept when tesseract is sure of it.
  const read = new Set(lines.map((line) => line.box));
  for (const row of rows.filter((candidate) => !read.has(candidate.box)).slice(0, MAX_REREAD_ROWS)) {
    const rowWords = (await readRowAlone(worker, page, row.box, factor, signal)).map((word) => ({
      ...word,
      box: toPrepared(word.box),
    }));
    const [line] = wordsIntoRows([row], rowWords);
    if (line && line.confidence >= settings.rereadEmptyRows) lines.push(line);
  }
  return lines.sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0);
}

/** Rows tesseract read below `below` (0–100) or not at all are read by the second reader; the surer reading of each row is kept. */
async function secondOpinion(
  lines: FoundLine[],
  regions: readonly Box[],
  prepared: PreparedImage,
  read: ReadRegions,
  below: number,
  signal?: AbortSignal,
): Promise<FoundLine[]> {
  // The rows are grouped again here (the same regions give the same rows): a line is found by its row's box.
  const keyOf = (box: Box) => `${box.x0},${box.y0},${box.x1},${box.y1}`;
  const rows = groupIntoRows(regions);
  const lineOf = new Map(lines.map((line) => [keyOf(line.box), line]));
  const doubtful = rows.filter((row) => (lineOf.get(keyOf(row.box))?.confidence ?? -1) < below);
  if (doubtful.length === 0) return lines;
  const kept = new Map(lineOf);
  for (const row of doubtful) {
    signal?.throwIfAborted();
    const [other] = await read(prepared, row.regions);
    const first = lineOf.get(keyOf(row.box));
    if (other && other.confidence > (first?.confidence ?? 0)) kept.set(keyOf(row.box), { ...other, box: row.box });
  }
  return [...kept.values()].sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0);
}

/** Rows read again alone, at most, per page (each costs a recogniser call). */
const MAX_REREAD_ROWS = 24;

/** One row cut out of the (scaled, masked) page with a margin and read as a single line; boxes in page pixels. */
async function readRowAlone(
  worker: Worker,
  page: PreparedImage,
  row: Box,
  factor: number,
  signal?: AbortSignal,
): Promise<FoundWord[]> {
  const pad = Math.round(0.3 * (row.y1 - row.y0) * factor);
  const x0 = Math.max(0, Math.floor(row.x0 * factor) - pad);
  const y0 = Math.max(0, Math.floor(row.y0 * factor) - pad);
  const x1 = Math.min(page.width, Math.ceil(row.x1 * factor) + pad);
  const y1 = Math.min(page.height, Math.ceil(row.y1 * factor) + pad);
  if (x1 - x0 < 4 || y1 - y0 < 4) return [];
  const grey = Buffer.alloc((x1 - x0) * (y1 - y0));
  for (let y = y0; y < y1; y++) page.grey.copy(grey, (y - y0) * (x1 - x0), y * page.width + x0, y * page.width + x1);
  const words = await recognizeWords(worker, { ...page, grey, width: x1 - x0, height: y1 - y0 }, '7', signal);
  return words.map((word) => ({
    ...word,
    box: { x0: word.box.x0 + x0, y0: word.box.y0 + y0, x1: word.box.x1 + x0, y1: word.box.y1 + y0 },
  }));
}

/** Tesseract's words on one image; each call to the worker first checks `signal` (a stopped worker takes none). */
export async function recognizeWords(
  worker: Worker,
  image: PreparedImage,
  psm: string,
  signal?: AbortSignal,
): Promise<FoundWord[]> {
  signal?.throwIfAborted();
  await worker.setParameters({ tessedit_pageseg_mode: psm as never, user_defined_dpi: '300' });
  signal?.throwIfAborted();
  const { data } = await worker.recognize(encodePgm(image), {}, { blocks: true, text: false });
  const words: FoundWord[] = [];
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        for (const word of line.words) words.push({ text: word.text, confidence: word.confidence, box: word.bbox });
      }
    }
  }
  return words;
}
