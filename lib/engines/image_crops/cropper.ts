import { MIN_SCORE } from '../../faces/find-faces';
import { decodeFailure, decodeImage } from '../../images/decode';
import { fromRaw, toRaw, type RawImage } from '../../images/raw';
import type { LoadedImage } from '../../images/types';
import { chooseBox, whatMatters, type Analysis } from './choose';
import type { Look } from './look';
import type { Box, Crop, CropBasis, CroppedImage, CropTarget, FindText, Found, ImageCropper } from './types';

/** The longest side of the copy that faces, text lines and salience are found on. */
const ANALYSIS_SIDE = 512;
const JPEG_QUALITY = 90;
/**
 * The longest side of the grey copy text lines are found on: smaller than the analysis copy (0.77 of
 * its pixels, so the detector's time), large enough that a caption's line is still found.
 */
const TEXT_SIDE = 448;

export interface LocalCropperOptions {
  maxPixels: number;
  /** Finds text lines (OCR's text detector); without it, text is not looked for. */
  findText?: FindText;
  /** Finds faces and salience (look.ts), on threads of its own (look-threads.ts). */
  look: Look;
  warm?: () => Promise<void>;
  close?: () => Promise<void>;
}

/**
 * The embedded cropper: one analysis of each image (faces, text lines, salience), then for each
 * aspect the largest box that keeps what matters, cut from the decoded image and scaled to the
 * size asked for (an image smaller than that is enlarged, never padded).
 */
export function createLocalImageCropper(options: LocalCropperOptions): ImageCropper {
  const { maxPixels, findText, look } = options;
  return {
    id: 'local',
    async crop(image, targets, signal) {
      // The analysis copy is decoded on its own (a JPEG shrinks as it loads) while the whole image
      // decodes for the cuts: the analysis need not wait for it.
      const whole = decode(image, maxPixels);
      whole.catch(() => undefined);
      const analysis = await analyseImage(image, { maxPixels, look, findText });
      const source = await whole;
      signal?.throwIfAborted();
      const crops = await Promise.all(targets.map((target) => cut(source, analysis, target)));
      return {
        width: source.width,
        height: source.height,
        crops,
        basis: basisOf(analysis, source),
      } satisfies CroppedImage;
    },
    warm: options.warm,
    close: options.close,
  };
}

/**
 * The image as the crops see it: auto-oriented, its first frame, alpha on white, 8-bit sRGB; with
 * `side`, scaled to fit in a square of that side (never enlarged).
 */
export async function decode(image: LoadedImage, maxPixels: number, side?: number): Promise<RawImage> {
  try {
    const oriented = decodeImage(image.bytes, maxPixels).autoOrient();
    return await toRaw(side ? oriented.resize(side, side, { fit: 'inside', withoutEnlargement: true }) : oriented);
  } catch (error) {
    throw decodeFailure(error, image.bytes, maxPixels);
  }
}

/** What the crops are chosen from: faces, text lines and salience found on a copy of at most ANALYSIS_SIDE pixels. */
export async function analyseImage(
  image: LoadedImage,
  {
    maxPixels,
    look,
    findText,
    allCues,
  }: Pick<LocalCropperOptions, 'maxPixels' | 'look' | 'findText'> & { allCues?: boolean },
): Promise<Analysis> {
  const small = await decode(image, maxPixels, ANALYSIS_SIDE);
  // Text lines on OCR's detector threads, faces, salience and the network on the look's: all at once.
  const [text, seen] = await Promise.all([
    findText ? textLines(small, findText) : Promise.resolve([]),
    look(small, { allCues }),
  ]);
  return {
    width: small.width,
    height: small.height,
    subject: seen.subject,
    net: seen.net,
    faces: seen.faces.filter((face) => face.score >= MIN_SCORE).map((face) => head(face, small)),
    finds: seen.faces,
    ...(seen.animals && { animals: seen.animals }),
    text,
  };
}

/**
 * BlazeFace boxes the face from forehead to chin; a person cropping keeps the head: the box grown up
 * by 60% of its height for the hair and by 30% of its width each side for the ears and hair, not
 * down (the chin is already the box's bottom).
 */
const HEAD = { up: 0.6, down: 0, side: 0.3 };

function head(face: Found, image: { width: number; height: number }): Found {
  const x = Math.max(0, face.x - face.width * HEAD.side);
  const y = Math.max(0, face.y - face.height * HEAD.up);
  const right = Math.min(image.width, face.x + face.width * (1 + HEAD.side));
  const bottom = Math.min(image.height, face.y + face.height * (1 + HEAD.down));
  return { x, y, width: right - x, height: bottom - y, score: face.score };
}

/**
 * Text lines, found on a grey copy of the analysis image (at most TEXT_SIDE pixels), in the analysis
 * image's pixels: the lines that matter to a crop (captions, titles) are large; small print would
 * cost a larger copy for little.
 */
export async function textLines(small: RawImage, findText: FindText): Promise<Box[]> {
  const { data: grey, info } = await fromRaw(small)
    .resize(TEXT_SIDE, TEXT_SIDE, { fit: 'inside', withoutEnlargement: true })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const scale = small.width / info.width;
  const lines = await findText({ grey, width: info.width, height: info.height });
  return lines.map((line) => ({
    x: line.x * scale,
    y: line.y * scale,
    width: line.width * scale,
    height: line.height * scale,
  }));
}

async function cut(source: RawImage, analysis: Analysis, target: CropTarget): Promise<Crop> {
  const box = inSource(chooseBox(analysis, target.aspect), analysis, source, target.aspect);
  const jpeg = await fromRaw(source)
    .extract({ left: box.x, top: box.y, width: box.width, height: box.height })
    .resize(target.width, target.height, { fit: 'fill', kernel: 'lanczos3' })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
  return { box, jpeg };
}

/**
 * The chosen box in the source's pixels, in whole pixels inside the image: the largest box of the
 * aspect the source holds at the chosen offset, or a box as much smaller as the chosen one is (the
 * picture inside a page), of the aspect, at the chosen place.
 */
export function inSource(
  chosen: Box,
  analysis: { width: number; height: number },
  source: { width: number; height: number },
  aspect: [number, number],
): Box {
  const ratio = aspect[0] / aspect[1];
  const sx = source.width / analysis.width;
  const sy = source.height / analysis.height;
  const horizontal = source.width / source.height > ratio;
  // A box within a pixel of the analysis copy's side is the largest: the copy's sides are rounded.
  const smaller = horizontal ? chosen.height < analysis.height - 1 : chosen.width < analysis.width - 1;
  const width = smaller
    ? clamp(Math.round(chosen.width * sx), 1, source.width)
    : horizontal
      ? clamp(Math.round(source.height * ratio), 1, source.width)
      : source.width;
  const height = clamp(horizontal && !smaller ? source.height : Math.round(width / ratio), 1, source.height);
  const x = clamp(Math.round(chosen.x * sx), 0, source.width - width);
  const y = clamp(Math.round(chosen.y * sy), 0, source.height - height);
  return { x, y, width, height };
}

/** What the crops were chosen on (the heads, the subject and its cue, the text lines), in the source's pixels. */
export function basisOf(analysis: Analysis, source: { width: number; height: number }): CropBasis {
  const { faces, subject } = whatMatters(analysis);
  const scaled = (box: Box) => boxInSource(box, analysis, source);
  return {
    subject: { box: scaled(subject.box), cue: subject.cue, ...(subject.face && { face: scaled(subject.face) }) },
    faces: faces.map((face) => ({ ...scaled(face), score: Math.round(face.score * 100) / 100 })),
    textLines: analysis.text.map(scaled),
  };
}

/**
 * A box found on the analysis copy in the source's pixels: grown out to whole pixels, kept inside the
 * image, at least one pixel on a side.
 */
export function boxInSource(
  box: Box,
  analysis: { width: number; height: number },
  source: { width: number; height: number },
): Box {
  const sx = source.width / analysis.width;
  const sy = source.height / analysis.height;
  const x = clamp(Math.floor(box.x * sx + 1e-6), 0, source.width - 1);
  const y = clamp(Math.floor(box.y * sy + 1e-6), 0, source.height - 1);
  const right = clamp(Math.ceil((box.x + box.width) * sx - 1e-6), x + 1, source.width);
  const bottom = clamp(Math.ceil((box.y + box.height) * sy - 1e-6), y + 1, source.height);
  return { x, y, width: right - x, height: bottom - y };
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
