import sharp from 'sharp';
import { decodeCtc, loadCharacterClasses, type CtcStep } from './ctc';
import type { DetectorInput } from './detector-threads';
import type { FoundLine } from './lines';
import type { PreparedImage } from './preprocess';
import { LINE_HEIGHT, createRecognizerThreads } from './recognizer-threads';
import { groupIntoRows } from './rows';
import type { OcrSettings } from './settings';
import type { Box } from './types';

/** Margin cut around each detected region, in region heights (0.15 took ocr-dev's CER from 8.2% to 5.8%). */
const CROP_MARGIN = 0.15;
/** Widest crop sent to the network (about 60 characters at 48 px); wider ones are squeezed. */
const MAX_CROP_WIDTH = 2048;

/** Reads one 48-px-high grey crop: the best class and its probability per time step. */
export type ReadCrop = (crop: DetectorInput) => Promise<Float32Array>;

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
  const rows = groupIntoRows(regions);
  const readTurned = async (region: Box, turn: Turn) =>
    decodeCtc(toSteps(await readCrop(await cropLine(prepared, region, turn, settings.minCropWidth))), classes, settings.spaceGapRatio);
  const readRegion = async (region: Box) => {
    // A tall narrow region is a line turned 90° one way or the other; a doubtful wide one may be upside down.
    const first = await readTurned(region, isUpright(region) ? 90 : 0);
    if (first.confidence >= settings.rereadTurnedBelow) return first;
    const second = await readTurned(region, isUpright(region) ? 270 : 180);
    return second.confidence > first.confidence ? second : first;
  };
  const read = await Promise.all(
    rows.map((row) => Promise.all((settings.cropUnit === 'row' && !isUpright(row.box) ? [row.box] : row.regions).map(readRegion))),
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

function toSteps(packed: Float32Array): CtcStep[] {
  const steps: CtcStep[] = [];
  for (let i = 0; i + 1 < packed.length; i += 2) steps.push({ index: packed[i]!, probability: packed[i + 1]! });
  return steps;
}

export type PaddleSettings = Pick<OcrSettings, 'spaceGapRatio' | 'rereadTurnedBelow' | 'minCropWidth' | 'cropUnit'>;

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
): Promise<DetectorInput> {
  const pad = CROP_MARGIN * Math.min(region.y1 - region.y0, region.x1 - region.x0);
  const left = clampInt(region.x0 - pad, 0, page.width - 1);
  const top = clampInt(region.y0 - pad, 0, page.height - 1);
  const width = Math.max(1, clampInt(region.x1 + pad, left + 1, page.width) - left);
  const height = Math.max(1, clampInt(region.y1 + pad, top + 1, page.height) - top);
  const sideways = turn === 90 || turn === 270;
  const [long, short] = sideways ? [height, width] : [width, height];
  const cropWidth = Math.max(8, Math.min(MAX_CROP_WIDTH, Math.round((long * LINE_HEIGHT) / short)));
  let image = sharp(page.grey, { raw: { width: page.width, height: page.height, channels: 1 } }).extract({ left, top, width, height });
  // sharp turns before it resizes, so the turned crop is resized as a line.
  if (turn) image = image.rotate(turn);
  const pixels = await image
    .resize(cropWidth, LINE_HEIGHT, { fit: 'fill', kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  if (cropWidth >= minWidth) return { pixels: new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.length), width: cropWidth, height: LINE_HEIGHT };
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

/** The PP-OCRv4 recogniser on `threads` threads of its own. */
export function createPaddleRecognizer(threads: number, settings: PaddleSettings): LineRecognizerLike {
  const classes = loadCharacterClasses();
  const pool = createRecognizerThreads(threads, classes);
  const readCrop: ReadCrop = (crop) => pool.probability(crop);
  return {
    id: 'pp-ocrv4-rec',
    read: (prepared, regions) => recognizeRegions(prepared, regions, readCrop, classes, settings),
    warm: async () => {
      const blank = { grey: Buffer.alloc(48 * 200, 255), width: 200, height: 48 };
      const region = { x0: 0, y0: 0, x1: 200, y1: 48 };
      await Promise.all(Array.from({ length: pool.size }, () => recognizeRegions(blank, [region], readCrop, classes, settings)));
    },
    close: () => pool.close(),
  };
}
