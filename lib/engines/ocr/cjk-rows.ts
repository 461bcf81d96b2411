import sharp from 'sharp';
import type { Worker } from 'tesseract.js';
import type { FoundLine } from './lines';
import type { PreparedImage } from './preprocess';
import { recognizeWords, type ReadRegions } from './recognize';
import { cjkCount, isCjk, joinCjkWords, kanaCount, readsAsCjk, readsAsJapanese, spaceScripts } from './scripts';
import type { OcrSettings } from './settings';
import { OcrWorkerPool } from './tesseract-pool';
import { groupIntoRows, wordsIntoRows } from './text-rows';
import type { Box } from './types';

/** Settings of the reading of Chinese and Japanese rows. */
export type CjkSettings = Pick<
  OcrSettings,
  'cjkCheckBelow' | 'cjkLettersBelow' | 'cjkStrokesFrom' | 'cjkKeepFrom' | 'japaneseKeepFrom'
>;

export interface CjkRowReaderOptions {
  /** PP-OCRv4's recogniser with its whole dictionary (paddle-recognizer.ts: readEveryScript). */
  readEveryScript: ReadRegions;
  /** A tesseract.js worker with the Japanese model (started on the first Japanese row). */
  createJapaneseWorker: () => Promise<Worker>;
  recycleAfter: number;
}

/**
 * Reads the rows of a page that are Chinese or Japanese. The first reading (tesseract's English
 * model, or PP-OCRv4 limited to what a receipt holds) reads such a row as garbage, or not at all,
 * and is unsure of it; those rows are read again by PP-OCRv4 with its whole dictionary (6,623
 * characters, Chinese and kanji among them), and a reading mostly of Han or kana replaces the first.
 * That dictionary holds only 5 kana, so a row it read with kana, or with far fewer characters than
 * the row holds, is read once more by tesseract's Japanese model, whose reading is kept when it is
 * sure and holds kana.
 */
export class CjkRowReader {
  /** One Japanese worker, started on the first Japanese row and replaced as the English ones are. */
  private readonly japanese: OcrWorkerPool;

  constructor(private readonly options: CjkRowReaderOptions) {
    this.japanese = new OcrWorkerPool({
      size: 1,
      recycleAfter: options.recycleAfter,
      createWorker: options.createJapaneseWorker,
    });
  }

  /** The page's lines with its CJK rows read as CJK; the rows' boxes and the lines' shape stay. */
  async read(
    lines: readonly FoundLine[],
    prepared: PreparedImage,
    regions: readonly Box[],
    settings: CjkSettings,
    signal?: AbortSignal,
  ): Promise<FoundLine[]> {
    if (settings.cjkCheckBelow <= 0 || regions.length === 0) return [...lines];
    const keyOf = (box: Box) => `${box.x0},${box.y0},${box.x1},${box.y1}`;
    const lineOf = new Map(lines.map((line) => [keyOf(line.box), line]));
    const doubtful = groupIntoRows(regions).filter((row) =>
      isDoubtful(prepared, row.box, lineOf.get(keyOf(row.box)), settings),
    );
    if (doubtful.length === 0) return [...lines];
    signal?.throwIfAborted();
    const readings = await this.options.readEveryScript(
      prepared,
      doubtful.flatMap((row) => row.regions),
    );
    const readingOf = new Map(readings.map((reading) => [keyOf(reading.box), reading]));
    const kept = new Map(lineOf);
    let japaneseReads = 0;
    for (const row of doubtful) {
      // A row PP-OCRv4 read nothing on (or too unsure to keep) counts as read with no character.
      const reading = readingOf.get(keyOf(row.box)) ?? { text: '', confidence: 0, box: row.box };
      const cjk =
        reading.confidence >= settings.cjkKeepFrom && readsAsCjk(reading.text)
          ? { ...reading, text: spaceScripts(joinCjkWords(reading.text)) }
          : undefined;
      // Kana the dictionary lacks come back as nothing: a row read with far fewer characters than
      // its width holds (or with one of its few kana) may be Japanese.
      if (
        (kanaCount(reading.text) > 0 || readsSparsely(reading.text, row.regions)) &&
        japaneseReads < MAX_JAPANESE_ROWS
      ) {
        japaneseReads++;
        const japanese = await this.readJapanese(prepared, reading.box, settings, signal);
        // A Japanese reading that found fewer CJK characters than PP-OCRv4 did misread the row.
        if (japanese && cjkCount(japanese.text) >= cjkCount(reading.text)) {
          kept.set(keyOf(reading.box), japanese);
          continue;
        }
      }
      if (cjk) kept.set(keyOf(reading.box), cjk);
    }
    return [...kept.values()].sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0);
  }

  /**
   * The row cut out of the page (with a margin), scaled to a height tesseract reads well, read as
   * one line in Japanese; kept when sure and holding kana. A row that does not read so is read
   * again as light letters (a caption on a photo: white, outlined): its brightest pixels as ink.
   */
  private async readJapanese(
    prepared: PreparedImage,
    box: Box,
    settings: CjkSettings,
    signal?: AbortSignal,
  ): Promise<FoundLine | undefined> {
    const line = await cutRow(prepared, box, JAPANESE_ROW_HEIGHT);
    if (!line) return undefined;
    const images = mayBeLightLetters(line.image) ? [line.image, lightLettersAsInk(line.image)] : [line.image];
    for (const image of images) {
      const words = await this.japanese.use((worker) => recognizeWords(worker, image, '7', signal), signal);
      const back = words.map((word) => ({ ...word, box: line.toPage(word.box) }));
      const [found] = wordsIntoRows([{ box, regions: [box] }], back);
      const text = found && spaceScripts(joinCjkWords(found.text));
      if (found && text && found.confidence >= settings.japaneseKeepFrom && readsAsJapanese(text))
        return { ...found, text, box };
    }
    return undefined;
  }

  close(): Promise<void> {
    return this.japanese.shutdown();
  }
}

/**
 * A first reading that may hide a CJK row: one that holds Han or kana; none at all, or unsure of the row or of one of its
 * words, where what it was unsure of looks like CJK: its strokes stacked (strokeCrossings), or
 * read as fewer characters than Latin print holds in its width (tesseract's English model reads a
 * CJK character as one or two letters, and one is as wide as the row is tall).
 */
export function isDoubtful(
  page: Pick<PreparedImage, 'grey' | 'width' | 'height'>,
  row: Box,
  line: FoundLine | undefined,
  settings: CjkSettings,
): boolean {
  // A first reading that already holds Han or kana (PP-OCRv4's, whose dictionary has kanji but
  // only 5 kana) is checked for Japanese however sure it was.
  if (line && cjkCount(line.text) > 0) return true;
  const unsure = !line
    ? { text: '', box: row }
    : line.confidence < settings.cjkCheckBelow
      ? line
      : line.weakestWord && line.weakestWord.confidence < settings.cjkCheckBelow
        ? line.weakestWord
        : undefined;
  if (!unsure) return false;
  const squares = (unsure.box.x1 - unsure.box.x0) / Math.max(1, row.y1 - row.y0);
  const letters = unsure.text.replace(/\s+/g, '').length;
  return letters < settings.cjkLettersBelow * squares || strokeCrossings(page, unsure.box) >= settings.cjkStrokesFrom;
}

/**
 * How many strokes a vertical line through the box's ink crosses, on average over its inked
 * columns: about 1.5–2 in Latin print (o, e, l), 3 and more in Chinese characters and kanji,
 * whose strokes are stacked. Ink is what is darker than halfway between the box's darkest and
 * lightest pixel.
 */
export function strokeCrossings(page: Pick<PreparedImage, 'grey' | 'width' | 'height'>, box: Box): number {
  const x0 = Math.max(0, Math.floor(box.x0));
  const x1 = Math.min(page.width, Math.ceil(box.x1));
  const y0 = Math.max(0, Math.floor(box.y0));
  const y1 = Math.min(page.height, Math.ceil(box.y1));
  let darkest = 255;
  let lightest = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const value = page.grey[y * page.width + x]!;
      darkest = Math.min(darkest, value);
      lightest = Math.max(lightest, value);
    }
  if (lightest - darkest < 40) return 0;
  const threshold = (darkest + lightest) / 2;
  let crossings = 0;
  let inkedColumns = 0;
  for (let x = x0; x < x1; x++) {
    let runs = 0;
    let inInk = false;
    for (let y = y0; y < y1; y++) {
      const ink = page.grey[y * page.width + x]! < threshold;
      if (ink && !inInk) runs++;
      inInk = ink;
    }
    if (runs > 0) {
      crossings += runs;
      inkedColumns++;
    }
  }
  return inkedColumns === 0 ? 0 : crossings / inkedColumns;
}

/**
 * Whether a wide row was read with far fewer characters than it holds. A CJK character is about
 * as wide as its region is tall, a Latin one about half that, so a full reading has about one
 * such square per region height of the row's regions' widths (the gaps between them left out).
 */
export function readsSparsely(text: string, regions: readonly Box[]): boolean {
  const heights = regions.map((region) => region.y1 - region.y0).sort((a, b) => a - b);
  const height = Math.max(1, heights[Math.floor(heights.length / 2)] ?? 0);
  const squares = regions.reduce((sum, region) => sum + (region.x1 - region.x0), 0) / height;
  const read = [...text.replace(/\s+/g, '')].reduce((sum, char) => sum + (isCjk(char) ? 1 : 0.5), 0);
  return squares >= 1.5 && read < SPARSE_SHARE * squares;
}

/** A row read with fewer squares (above) than this share of its regions' is read sparsely. */
const SPARSE_SHARE = 0.75;

/** Rows of a page read by tesseract's Japanese model at most (each costs a read). */
const MAX_JAPANESE_ROWS = 4;

/** The height, in pixels, a row's box is scaled to for tesseract's Japanese model. */
const JAPANESE_ROW_HEIGHT = 48;

/** Pixels at least this bright are the letters of a light caption. */
const LIGHT_INK = 200;

/** Whether light letters may be what the image holds: it is not mostly light (print on paper is). */
export function mayBeLightLetters(image: Pick<PreparedImage, 'grey'>): boolean {
  let light = 0;
  for (const value of image.grey) if (value >= LIGHT_INK) light++;
  return light < 0.5 * image.grey.length;
}

/**
 * The image with the letters of a light caption black and everything else white: its brightest
 * pixels, but those joined to the image's edge (a bright sky or fur behind the caption; the
 * outlined letters of a caption stand apart from it).
 */
export function lightLettersAsInk(image: PreparedImage): PreparedImage {
  const { width, height } = image;
  const bright = (i: number) => image.grey[i]! >= LIGHT_INK;
  const background = new Uint8Array(width * height);
  const stack: number[] = [];
  const visit = (i: number) => {
    if (!background[i] && bright(i)) {
      background[i] = 1;
      stack.push(i);
    }
  };
  for (let x = 0; x < width; x++) {
    visit(x);
    visit((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    visit(y * width);
    visit(y * width + width - 1);
  }
  while (stack.length > 0) {
    const i = stack.pop()!;
    const x = i % width;
    if (x > 0) visit(i - 1);
    if (x < width - 1) visit(i + 1);
    if (i >= width) visit(i - width);
    if (i + width < width * height) visit(i + width);
  }
  const grey = Buffer.alloc(width * height, 255);
  for (let i = 0; i < grey.length; i++) if (bright(i) && !background[i]) grey[i] = 0;
  return { ...image, grey };
}

/** The row's box grown by a third of its height on every side, cut from the page and scaled so the box is `height` tall. */
async function cutRow(
  page: PreparedImage,
  box: Box,
  height: number,
): Promise<{ image: PreparedImage; toPage: (inCrop: Box) => Box } | undefined> {
  const pad = Math.round((box.y1 - box.y0) / 3);
  const x0 = Math.max(0, Math.floor(box.x0) - pad);
  const y0 = Math.max(0, Math.floor(box.y0) - pad);
  const x1 = Math.min(page.width, Math.ceil(box.x1) + pad);
  const y1 = Math.min(page.height, Math.ceil(box.y1) + pad);
  if (x1 - x0 < 4 || y1 - y0 < 4) return undefined;
  const factor = height / Math.max(1, box.y1 - box.y0);
  const width = Math.max(1, Math.round((x1 - x0) * factor));
  const tall = Math.max(1, Math.round((y1 - y0) * factor));
  const grey = await sharp(page.grey, { raw: { width: page.width, height: page.height, channels: 1 } })
    .extract({ left: x0, top: y0, width: x1 - x0, height: y1 - y0 })
    .resize(width, tall, { fit: 'fill', kernel: factor > 1 ? 'cubic' : 'lanczos3' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  return {
    image: { ...page, grey, width, height: tall, scale: page.scale * factor },
    toPage: (inCrop) => ({
      x0: x0 + inCrop.x0 / factor,
      y0: y0 + inCrop.y0 / factor,
      x1: x0 + inCrop.x1 / factor,
      y1: y0 + inCrop.y1 / factor,
    }),
  };
}
