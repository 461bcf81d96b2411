import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { THREAD_MODULE } from '../../threads/thread-module';
import {
  allowedClasses,
  blankGaps,
  decodeCtc,
  loadCharacterClasses,
  recognizerKeysPath,
  recognizerModelPath,
  toSteps,
  type DecodeScripts,
  type DecodedLine,
  type Gap,
} from './ctc';
import type { FoundLine } from './lines';
import { OnnxThreads, type OnnxInput } from './onnx-threads';
import type { PreparedImage } from './preprocess';
import type { RecognizerThreadData } from './recognizer-thread';
import { groupIntoRows, type DetectedRow } from './text-rows';
import type { OcrSettings } from './settings';
import { cornersOf, minAreaRect, quadOfBox, quadSize, warpQuad } from './quads';
import type { Box, Point, Quad, Region } from './types';

/** The recognition network's input height. */
export const LINE_HEIGHT = 48;

/** Widest crop sent to the network (about 60 characters at 48 px); wider ones are squeezed. */
const MAX_CROP_WIDTH = 2048;

/** How a page's regions are read. */
interface ReadOptions {
  /** The page is the right way up (its orientation settled before): no region is read turned. */
  upright?: boolean;
  /** Crops read in one network call at most. */
  batch?: number;
  /** Which scripts decoding reads (ctc.ts: DecodeScripts). */
  scripts?: DecodeScripts;
  /** Network calls of the page in flight at once (the recogniser's threads). */
  parallel?: number;
  /** Once it aborts, no more crops are sent and the read rejects with its reason. */
  signal?: AbortSignal;
}

/**
 * … when reading only a page's CJK rows: a network call's memory grows with its batch, and these
 * rows (a receipt's doubtful ones) are few and wide.
 */
const EVERY_SCRIPT_BATCH = 2;

/** A batch holds crops whose widths are within this factor of its narrowest (padding is wasted work). */
const BATCH_WIDTH_SPREAD = 1.3;

/**
 * Reads `count` 48-px-high grey crops of one width, one after another in `pixels`: per time step of
 * each crop in turn, the best class and its probability.
 */
export type ReadCrops = (batch: OnnxInput) => Promise<Float32Array>;

/** A crop ready for the network, with the ink-free gaps measured on it (where spaces may go). */
interface PreparedCrop extends OnnxInput {
  gaps: Gap[];
}

/**
 * Reads each detected region with PP-OCRv4's recogniser and joins a row's regions left to right,
 * a space between two regions. Each region is cut out along its turned rectangle (its quad),
 * straightened, scaled to 48 px high and read in batches of crops of similar width, as PaddleOCR
 * does. Lines come back in the prepared page's pixels, confidence 0–100.
 */
export async function recognizeRegions(
  prepared: Pick<PreparedImage, 'grey' | 'width' | 'height'>,
  regions: readonly Region[],
  readCrops: ReadCrops,
  classes: readonly string[],
  settings: PaddleSettings,
  { upright = false, batch = settings.recognitionBatch, scripts = 'mixed', parallel = 2, signal }: ReadOptions = {},
): Promise<FoundLine[]> {
  if (regions.filter(isUpright).length > regions.length / 2)
    return recognizeSideways(prepared, regions, readCrops, classes, settings, {
      upright,
      batch,
      scripts,
      parallel,
      signal,
    });
  const rows = groupIntoRows(regions);
  const readAll = (jobs: ReadonlyArray<{ region: Region; turn: Turn }>) =>
    readInBatches(
      jobs.map(({ region, turn }) => prepareCrop(prepared, region, turn, settings)),
      readCrops,
      classes,
      settings,
      { batch, scripts, parallel, signal },
    );
  const units = rows.map((row) =>
    settings.cropUnit === 'row' && !isUpright(row.box) ? [row.box as Region] : mergeOverlapping(row.regions),
  );
  const flat = units.flat();
  // A tall narrow region is a line turned 90° one way or the other; a doubtful wide one may be upside down.
  const turnsOf = (region: Box, upsideDown: boolean): [Turn, Turn] =>
    isUpright(region) ? (upsideDown ? [270, 90] : [90, 270]) : upsideDown ? [180, 0] : [0, 180];
  const readFirst = (upsideDown: boolean) =>
    readAll(flat.map((region) => ({ region, turn: turnsOf(region, upsideDown)[0] })));
  let upsideDown = false;
  let first = await readFirst(false);
  // Only a page read doubtfully is checked for being upside down: an upright page pays nothing.
  if (
    !upright &&
    median(first.map((line) => line.confidence)) < UPSIDE_DOWN_CHECK_BELOW &&
    (await looksUpsideDown(rows, readAll))
  ) {
    upsideDown = true;
    first = await readFirst(true);
  }
  const doubtful = upright
    ? []
    : flat.flatMap((region, index) => (first[index]!.confidence < settings.rereadTurnedBelow ? [index] : []));
  if (doubtful.length > 0) {
    const second = await readAll(
      doubtful.map((index) => ({ region: flat[index]!, turn: turnsOf(flat[index]!, upsideDown)[1] })),
    );
    doubtful.forEach((index, k) => {
      if (second[k]!.confidence > first[index]!.confidence) first[index] = second[k]!;
    });
  }
  const lines: FoundLine[] = [];
  let next = 0;
  rows.forEach((row, index) => {
    const parts = first
      .slice(next, (next += units[index]!.length))
      .filter((part) => part.text !== '' && part.confidence >= settings.dropBelow);
    const letters = parts.reduce((sum, part) => sum + part.text.length, 0);
    if (letters === 0) return;
    const confidence = parts.reduce((sum, part) => sum + part.confidence * part.text.length, 0) / letters;
    lines.push({ text: parts.map((part) => part.text).join(' '), confidence: confidence * 100, box: row.box });
  });
  return lines;
}

/**
 * Reads the crops in batches: sorted by width, up to `batch` crops of similar width
 * padded to the widest of them (and to `minWidth`) go through the network together. Answers come
 * in the crops' order.
 */
async function readInBatches(
  pending: ReadonlyArray<Promise<PreparedCrop>>,
  readCrops: ReadCrops,
  classes: readonly string[],
  settings: PaddleSettings,
  {
    batch: batchSize,
    scripts,
    parallel,
    signal,
  }: { batch: number; scripts: DecodeScripts; parallel: number; signal?: AbortSignal },
): Promise<DecodedLine[]> {
  const minWidth = settings.minCropWidth;
  const crops = await Promise.all(pending);
  const order = crops.map((_, index) => index).sort((a, b) => crops[a]!.width - crops[b]!.width);
  const batches: number[][] = [];
  for (const index of order) {
    const batch = batches.at(-1);
    const narrowest = batch ? crops[batch[0]!]!.width : 0;
    if (batch && batch.length < batchSize && crops[index]!.width <= BATCH_WIDTH_SPREAD * narrowest) batch.push(index);
    else batches.push([index]);
  }
  const decoded: DecodedLine[] = new Array(crops.length);
  const readBatch = async (batch: number[]) => {
    const width = Math.max(minWidth, ...batch.map((index) => crops[index]!.width));
    const plane = width * LINE_HEIGHT;
    // Padded with the grey the network reads as zero, as PaddleOCR pads.
    const pixels = new Uint8Array(plane * batch.length).fill(128);
    batch.forEach((index, slot) => {
      const crop = crops[index]!;
      for (let y = 0; y < LINE_HEIGHT; y++)
        pixels.set(crop.pixels.subarray(y * crop.width, (y + 1) * crop.width), slot * plane + y * width);
    });
    const packed = await readCrops({ pixels, width, height: LINE_HEIGHT, count: batch.length });
    const perCrop = packed.length / batch.length;
    batch.forEach((index, slot) => {
      const steps = toSteps(packed.subarray(slot * perCrop, (slot + 1) * perCrop));
      decoded[index] = decodeCtc(steps, classes, {
        gaps: crops[index]!.gaps,
        scripts,
        spaceFrom: settings.spaceFrom,
        cjkFrom: settings.cjkFrom,
        cjkCharsFrom: settings.cjkCharsFrom,
      });
    });
  };
  // `parallel` calls in flight, the signal looked at before each: a caller who left costs at most those.
  let next = 0;
  const readOneByOne = async () => {
    while (next < batches.length) {
      signal?.throwIfAborted();
      await readBatch(batches[next++]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(parallel, batches.length)) }, readOneByOne));
  return decoded;
}

/** A region's crop with the ink-free gaps between its characters measured (before its pixels go to a thread). */
async function prepareCrop(
  page: Pick<PreparedImage, 'grey' | 'width' | 'height'>,
  region: Region,
  turn: Turn,
  settings: PaddleSettings,
): Promise<PreparedCrop> {
  const crop = await cropLine(page, region, turn, settings.cropMargin);
  const gaps = blankGaps(crop.pixels, crop.width, crop.height, settings.spaceGap * LINE_HEIGHT, settings.spaceGapRatio);
  return { ...crop, gaps };
}

/**
 * A page whose text runs mostly up or down is turned 90° clockwise and read as any page (which
 * also tells 90° from 270°, as upside down or not); the lines' boxes are turned back.
 */
async function recognizeSideways(
  page: Pick<PreparedImage, 'grey' | 'width' | 'height'>,
  regions: readonly Region[],
  readCrops: ReadCrops,
  classes: readonly string[],
  settings: PaddleSettings,
  options: ReadOptions,
): Promise<FoundLine[]> {
  const grey = await sharp(page.grey, { raw: { width: page.width, height: page.height, channels: 1 } })
    .rotate(90)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const H = page.height;
  // A point (x, y) of the page is (H - y, x) on the page turned clockwise; the quad's corners are
  // reordered so that the first is again the top-left.
  const turnPoint = ({ x, y }: Point): Point => ({ x: H - y, y: x });
  const turned = regions.map((box): Region => ({
    x0: H - box.y1,
    x1: H - box.y0,
    y0: box.x0,
    y1: box.x1,
    quad: box.quad && ([3, 0, 1, 2].map((k) => turnPoint(box.quad![k]!)) as Quad),
  }));
  const lines = await recognizeRegions(
    { grey, width: page.height, height: page.width },
    turned,
    readCrops,
    classes,
    settings,
    options,
  );
  return lines.map((line) => ({
    ...line,
    box: { x0: line.box.y0, x1: line.box.y1, y0: H - line.box.x1, y1: H - line.box.x0 },
  }));
}

/**
 * A row's regions (left to right) with those that overlap merged into one, its quad the smallest
 * turned rectangle around both quads. DB's unclip grows a short word's region into its neighbour,
 * and its crop would then begin with the neighbour's last letter ("ITEMS 14" read as "ITEMS 614").
 * The space between the merged words comes back from the ink-free gap between them.
 */
export function mergeOverlapping(regions: readonly Region[]): Region[] {
  const merged: Region[] = [];
  for (const region of regions) {
    const last = merged.at(-1);
    if (!last || region.x0 >= last.x1 || isUpright(region) || isUpright(last)) {
      merged.push(region);
      continue;
    }
    const corners = [...(last.quad ?? quadOfBox(last)), ...(region.quad ?? quadOfBox(region))];
    merged[merged.length - 1] = {
      x0: Math.min(last.x0, region.x0),
      y0: Math.min(last.y0, region.y0),
      x1: Math.max(last.x1, region.x1),
      y1: Math.max(last.y1, region.y1),
      quad: cornersOf(minAreaRect(corners)),
    };
  }
  return merged;
}

/** A page whose regions' median confidence (0–1) is below this is checked for being upside down. */
const UPSIDE_DOWN_CHECK_BELOW = 0.85;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Rows read both ways to judge whether the page is upside down. */
const ORIENTATION_SAMPLE = 3;

/** Whether the page's widest rows read surer turned by 180° (the network reads upside-down text with confidence too, but less). */
async function looksUpsideDown(
  rows: readonly DetectedRow<Region>[],
  readAll: (jobs: ReadonlyArray<{ region: Region; turn: Turn }>) => Promise<DecodedLine[]>,
): Promise<boolean> {
  const wide = rows.filter((row) => !isUpright(row.box));
  // One row is too few to judge (the second-opinion reads of `both` come one row at a time): taken as upright.
  if (wide.length < 2) return false;
  const widest = (row: DetectedRow<Region>) =>
    row.regions.reduce((best, region) => (region.x1 - region.x0 > best.x1 - best.x0 ? region : best));
  const sample = [...wide]
    .sort((a, b) => b.box.x1 - b.box.x0 - (a.box.x1 - a.box.x0))
    .slice(0, ORIENTATION_SAMPLE)
    .map(widest);
  const read = await readAll([
    ...sample.map((region) => ({ region, turn: 0 as Turn })),
    ...sample.map((region) => ({ region, turn: 180 as Turn })),
  ]);
  const sureness = (from: number) =>
    read.slice(from, from + sample.length).reduce((sum, line) => sum + line.confidence, 0);
  return sureness(sample.length) > sureness(0);
}

export type PaddleSettings = Pick<
  OcrSettings,
  | 'spaceGap'
  | 'spaceGapRatio'
  | 'spaceFrom'
  | 'cjkFrom'
  | 'cjkCharsFrom'
  | 'rereadTurnedBelow'
  | 'minCropWidth'
  | 'recognitionBatch'
  | 'cropUnit'
  | 'cropMargin'
  | 'dropBelow'
>;

type Turn = 0 | 90 | 180 | 270;

function isUpright(region: Box): boolean {
  return region.y1 - region.y0 > 2 * (region.x1 - region.x0);
}

/**
 * The region's crop, as PaddleOCR's get_rotate_crop_image makes it: its quad (the axis-aligned box
 * when it has none) grown by `margin` times its height on every side (negative: cut in), straightened
 * into a raster of the quad's own size, turned clockwise by `turn` and scaled to the network's height,
 * its width in proportion.
 */
export async function cropLine(
  page: Pick<PreparedImage, 'grey' | 'width' | 'height'>,
  region: Region,
  turn: Turn = 0,
  margin = 0,
): Promise<OnnxInput> {
  const base = region.quad ?? quadOfBox(region);
  const size = quadSize(base);
  const quad = growQuad(base, margin * Math.min(size.width, size.height));
  const { width: sourceWidth, height: sourceHeight } = quadSize(quad);
  const width = Math.max(1, Math.round(sourceWidth));
  const height = Math.max(1, Math.round(sourceHeight));
  const straight = warpQuad(page, quad, width, height);
  const sideways = turn === 90 || turn === 270;
  const [long, short] = sideways ? [height, width] : [width, height];
  const cropWidth = Math.max(8, Math.min(MAX_CROP_WIDTH, Math.round((long * LINE_HEIGHT) / short)));
  const pixels = await sharp(straight, { raw: { width, height, channels: 1 } })
    .rotate(turn)
    .resize(cropWidth, LINE_HEIGHT, { fit: 'fill', kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  // A copy the process owns: sharp's output lives in native memory, which Node 24 refuses to
  // transfer to a worker thread (DataCloneError); Node 20 let it pass.
  return { pixels: new Uint8Array(pixels), width: cropWidth, height: LINE_HEIGHT };
}

/** The quad with each side moved out by `distance` along its own normal (a rectangle stays one). */
function growQuad(quad: Quad, distance: number): Quad {
  if (distance === 0) return quad;
  const [p0, p1, , p3] = quad;
  const unit = (a: Point, b: Point) => {
    const norm = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    return { x: (b.x - a.x) / norm, y: (b.y - a.y) / norm };
  };
  const u = unit(p0, p1);
  const v = unit(p0, p3);
  const signs: Array<[number, number]> = [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ];
  return quad.map((point, k) => ({
    x: point.x + distance * (signs[k]![0] * u.x + signs[k]![1] * v.x),
    y: point.y + distance * (signs[k]![0] * u.y + signs[k]![1] * v.y),
  })) as Quad;
}

/** What the engine needs of a line recogniser. */
export interface LineRecognizerLike {
  readonly id: string;
  /** `upright`: the page's turn is settled (orientation.ts), so no region is read turned. */
  read(
    prepared: PreparedImage,
    regions: readonly Region[],
    options?: { upright?: boolean; signal?: AbortSignal },
  ): Promise<FoundLine[]>;
  /** The same with every class of the dictionary allowed: Chinese, kanji, the few kana it holds, full-width punctuation. */
  readEveryScript(prepared: PreparedImage, regions: readonly Region[]): Promise<FoundLine[]>;
  warm(): Promise<void>;
  close(): Promise<void>;
}

/** The network's threads (recognizer-thread.ts), its CPU memory arena off. */
export function startRecognizerThreads(size: number, classes: string[], modelPath: string): OnnxThreads {
  const workerData: RecognizerThreadData = { modelPath, memoryArena: false, allowed: allowedClasses(classes) };
  return new OnnxThreads(
    'line recognition',
    size,
    () => new Worker(new URL('./recognizer-thread.ts', import.meta.url), { ...THREAD_MODULE, workerData }),
  );
}

/**
 * The line recogniser's threads for `workers` OCR workers: one each when it reads every row
 * (`paddle`, `both`); one in all when it reads only the rows tesseract found doubtful, as CJK.
 */
export function lineRecognizerThreads(workers: number, settings: Pick<OcrSettings, 'recognizer'>): number {
  return settings.recognizer === 'tesseract' ? 1 : workers;
}

/** The PP-OCRv4 recogniser on `threads` threads of its own, its model and characters under `appRoot`. */
export function createPaddleRecognizer(threads: number, settings: PaddleSettings, appRoot: string): LineRecognizerLike {
  const classes = loadCharacterClasses(recognizerKeysPath(appRoot));
  const pool = startRecognizerThreads(threads, classes, recognizerModelPath(appRoot));
  const readCrops: ReadCrops = (batch) => pool.run(batch);
  return {
    id: 'pp-ocrv4-rec',
    read: (prepared, regions, { upright = false, signal } = {}) =>
      recognizeRegions(prepared, regions, readCrops, classes, settings, { upright, signal, parallel: pool.size }),
    // The page's orientation is settled (orientation.ts) before its CJK rows are read: no turned reads.
    readEveryScript: (prepared, regions) =>
      recognizeRegions(prepared, regions, readCrops, classes, settings, {
        upright: true,
        batch: Math.min(EVERY_SCRIPT_BATCH, settings.recognitionBatch),
        parallel: pool.size,
        scripts: 'every',
      }),
    warm: async () => {
      const blank = { grey: Buffer.alloc(48 * 200, 255), width: 200, height: 48 };
      const region = { x0: 0, y0: 0, x1: 200, y1: 48 };
      await Promise.all(
        Array.from({ length: pool.size }, () => recognizeRegions(blank, [region], readCrops, classes, settings)),
      );
    },
    close: () => pool.close(),
  };
}
