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
  type CtcStep,
  type DecodedLine,
} from './ctc';
import type { FoundLine } from './lines';
import { OnnxThreads, type OnnxInput } from './onnx-threads';
import type { PreparedImage } from './preprocess';
import type { RecognizerThreadData } from './recognizer-thread';
import { groupIntoRows, type DetectedRow } from './text-rows';
import type { OcrSettings } from './settings';
import type { Box } from './types';

/** The recognition network's input height. */
export const LINE_HEIGHT = 48;

/** Widest crop sent to the network (about 60 characters at 48 px); wider ones are squeezed. */
const MAX_CROP_WIDTH = 2048;

/** Reads one 48-px-high grey crop: the best class and its probability per time step. */
export type ReadCrop = (crop: OnnxInput) => Promise<Float32Array>;

/**
 * Reads each detected region with PP-OCRv4's recogniser and joins a row's regions left to right.
 * Lines come back in the prepared page's pixels, confidence 0–100.
 */
export async function recognizeRegions(
  prepared: Pick<PreparedImage, 'grey' | 'width' | 'height'>,
  regions: readonly Box[],
  readCrop: ReadCrop,
  classes: readonly string[],
  settings: PaddleSettings,
): Promise<FoundLine[]> {
  if (regions.filter(isUpright).length > regions.length / 2)
    return recognizeSideways(prepared, regions, readCrop, classes, settings);
  const rows = groupIntoRows(regions);
  const readTurned = async (region: Box, turn: Turn) => {
    const crop = await cropLine(prepared, region, turn, settings.minCropWidth, settings.cropMargin);
    // Measured before the pixels are handed to the thread.
    const gaps = blankGaps(
      crop.pixels,
      crop.width,
      crop.height,
      settings.spaceGap * LINE_HEIGHT,
      settings.spaceGapRatio,
    );
    return decodeCtc(toSteps(await readCrop(crop)), classes, gaps);
  };
  const upsideDown = await looksUpsideDown(rows, readTurned);
  const readRegion = async (region: Box) => {
    // A tall narrow region is a line turned 90° one way or the other; a doubtful wide one may be upside down.
    const [likely, other]: [Turn, Turn] = isUpright(region)
      ? upsideDown
        ? [270, 90]
        : [90, 270]
      : upsideDown
        ? [180, 0]
        : [0, 180];
    const first = await readTurned(region, likely);
    if (first.confidence >= settings.rereadTurnedBelow) return first;
    const second = await readTurned(region, other);
    return second.confidence > first.confidence ? second : first;
  };
  const read = await Promise.all(
    rows.map((row) =>
      Promise.all((settings.cropUnit === 'row' && !isUpright(row.box) ? [row.box] : row.regions).map(readRegion)),
    ),
  );
  const lines: FoundLine[] = [];
  rows.forEach((row, index) => {
    const parts = read[index]!.filter((part) => part.text !== '');
    const letters = parts.reduce((sum, part) => sum + part.text.length, 0);
    if (letters === 0) return;
    const confidence = parts.reduce((sum, part) => sum + part.confidence * part.text.length, 0) / letters;
    lines.push({ text: parts.map((part) => part.text).join(' '), confidence: confidence * 100, box: row.box });
  });
  return lines;
}

/**
 * A page whose text runs mostly up or down is turned 90° clockwise and read as any page (which
 * also tells 90° from 270°, as upside down or not); the lines' boxes are turned back.
 */
async function recognizeSideways(
  page: Pick<PreparedImage, 'grey' | 'width' | 'height'>,
  regions: readonly Box[],
  readCrop: ReadCrop,
  classes: readonly string[],
  settings: PaddleSettings,
): Promise<FoundLine[]> {
  const grey = await sharp(page.grey, { raw: { width: page.width, height: page.height, channels: 1 } })
    .rotate(90)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const H = page.height;
  const turned = regions.map((box) => ({ x0: H - box.y1, x1: H - box.y0, y0: box.x0, y1: box.x1 }));
  const lines = await recognizeRegions(
    { grey, width: page.height, height: page.width },
    turned,
    readCrop,
    classes,
    settings,
  );
  return lines.map((line) => ({
    ...line,
    box: { x0: line.box.y0, x1: line.box.y1, y0: H - line.box.x1, y1: H - line.box.x0 },
  }));
}

/** Rows read both ways to judge whether the page is upside down. */
const ORIENTATION_SAMPLE = 3;

/** Whether the page's widest rows read surer turned by 180° (the network reads upside-down text with confidence too, but less). */
async function looksUpsideDown(
  rows: readonly DetectedRow[],
  readTurned: (region: Box, turn: Turn) => Promise<DecodedLine>,
): Promise<boolean> {
  const wide = rows.filter((row) => !isUpright(row.box));
  // One row is too few to judge (the second-opinion reads of `both` come one row at a time): taken as upright.
  if (wide.length < 2) return false;
  const sample = [...wide].sort((a, b) => b.box.x1 - b.box.x0 - (a.box.x1 - a.box.x0)).slice(0, ORIENTATION_SAMPLE);
  const sureness = async (turn: Turn) =>
    (await Promise.all(sample.map((row) => readTurned(row.box, turn)))).reduce((sum, line) => sum + line.confidence, 0);
  const [upright, turned] = await Promise.all([sureness(0), sureness(180)]);
  return turned > upright;
}

function toSteps(packed: Float32Array): CtcStep[] {
  const steps: CtcStep[] = [];
  for (let i = 0; i + 1 < packed.length; i += 2) steps.push({ index: packed[i]!, probability: packed[i + 1]! });
  return steps;
}

export type PaddleSettings = Pick<
  OcrSettings,
  'spaceGap' | 'spaceGapRatio' | 'rereadTurnedBelow' | 'minCropWidth' | 'cropUnit' | 'cropMargin'
>;

type Turn = 0 | 90 | 180 | 270;

function isUpright(region: Box): boolean {
  return region.y1 - region.y0 > 2 * (region.x1 - region.x0);
}

/** The region with its margin, turned clockwise by `turn` and scaled to the network's height. */
export async function cropLine(
  page: Pick<PreparedImage, 'grey' | 'width' | 'height'>,
  region: Box,
  turn: Turn = 0,
  minWidth = 0,
  margin = 0.15,
): Promise<OnnxInput> {
  // The margin applies across the line only; along it a little room is always left, so no character is cut.
  const thickness = Math.min(region.y1 - region.y0, region.x1 - region.x0);
  const across = margin * thickness;
  const along = 0.15 * thickness;
  const [padX, padY] = turn === 90 || turn === 270 ? [across, along] : [along, across];
  const left = clampInt(region.x0 - padX, 0, page.width - 1);
  const top = clampInt(region.y0 - padY, 0, page.height - 1);
  const width = Math.max(1, clampInt(region.x1 + padX, left + 1, page.width) - left);
  const height = Math.max(1, clampInt(region.y1 + padY, top + 1, page.height) - top);
  const sideways = turn === 90 || turn === 270;
  const [long, short] = sideways ? [height, width] : [width, height];
  const cropWidth = Math.max(8, Math.min(MAX_CROP_WIDTH, Math.round((long * LINE_HEIGHT) / short)));
  const cut = await sharp(page.grey, { raw: { width: page.width, height: page.height, channels: 1 } })
    .extract({ left, top, width, height })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const pixels = await sharp(cut, { raw: { width, height, channels: 1 } })
    .rotate(turn)
    .resize(cropWidth, LINE_HEIGHT, { fit: 'fill', kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  if (cropWidth >= minWidth) {
    // A copy the process owns: sharp's output lives in native memory, which Node 24 refuses to
    // transfer to a worker thread (DataCloneError); Node 20 let it pass.
    return {
      pixels: new Uint8Array(pixels),
      width: cropWidth,
      height: LINE_HEIGHT,
    };
  }
  // Padded with the grey the network reads as zero, as PaddleOCR pads.
  const padded = new Uint8Array(minWidth * LINE_HEIGHT).fill(128);
  for (let y = 0; y < LINE_HEIGHT; y++) padded.set(pixels.subarray(y * cropWidth, (y + 1) * cropWidth), y * minWidth);
  return { pixels: padded, width: minWidth, height: LINE_HEIGHT };
}

function clampInt(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** What the engine needs of a line recogniser. */
export interface LineRecognizerLike {
  readonly id: string;
  read(prepared: PreparedImage, regions: readonly Box[]): Promise<FoundLine[]>;
  warm(): Promise<void>;
  close(): Promise<void>;
}

/** The network's threads (recognizer-thread.ts), its CPU memory arena off. */
function startRecognizerThreads(size: number, classes: string[], modelPath: string): OnnxThreads {
  const workerData: RecognizerThreadData = { modelPath, memoryArena: false, allowed: allowedClasses(classes) };
  return new OnnxThreads(
    'line recognition',
    size,
    () => new Worker(new URL('./recognizer-thread.ts', import.meta.url), { ...THREAD_MODULE, workerData }),
  );
}

/** The PP-OCRv4 recogniser on `threads` threads of its own, its model and characters under `appRoot`. */
export function createPaddleRecognizer(threads: number, settings: PaddleSettings, appRoot: string): LineRecognizerLike {
  const classes = loadCharacterClasses(recognizerKeysPath(appRoot));
  const pool = startRecognizerThreads(threads, classes, recognizerModelPath(appRoot));
  const readCrop: ReadCrop = (crop) => pool.run(crop);
  return {
    id: 'pp-ocrv4-rec',
    read: (prepared, regions) => recognizeRegions(prepared, regions, readCrop, classes, settings),
    warm: async () => {
      const blank = { grey: Buffer.alloc(48 * 200, 255), width: 200, height: 48 };
      const region = { x0: 0, y0: 0, x1: 200, y1: 48 };
      await Promise.all(
        Array.from({ length: pool.size }, () => recognizeRegions(blank, [region], readCrop, classes, settings)),
      );
    },
    close: () => pool.close(),
  };
}
