import { decodeFailure, decodeImage } from '../../images/decode';
import { fromRaw, toRaw, type RawImage } from '../../images/raw';
import type { LoadedImage } from '../../images/types';
import { chooseBox, type Analysis } from './choose';
import { findFaces as findFacesWithModel, warmFaceFinder } from './faces';
import { focusMap, saliencyMap, salientBox } from './saliency';
import type { Box, Crop, CroppedImage, CropTarget, FindText, Found, ImageCropper } from './types';

/** The longest side of the copy that faces and salience are found on. */
const ANALYSIS_SIDE = 512;
/** The longest side of the copy salience is measured on. */
const SALIENCE_SIDE = 256;
const JPEG_QUALITY = 90;

export interface LocalCropperOptions {
  maxPixels: number;
  /** Finds text lines (OCR's text detector); without it, text is not looked for. */
  findText?: FindText;
  findFaces?: (rgb: Buffer, width: number, height: number) => Promise<Found[]>;
}

/**
 * The embedded cropper: one analysis of each image (faces, text lines, salience), then for each
 * aspect the largest box that keeps what matters, cut from the decoded image and scaled to the
 * size asked for (an image smaller than that is enlarged, never padded).
 */
export function createLocalImageCropper(options: LocalCropperOptions): ImageCropper {
  const { maxPixels, findText, findFaces = findFacesWithModel } = options;
  return {
    id: 'local',
    async crop(image, targets, signal) {
      const source = await decode(image, maxPixels);
      signal?.throwIfAborted();
      const analysis = await analyse(source, findFaces, findText);
      signal?.throwIfAborted();
      const crops = await Promise.all(targets.map((target) => cut(source, analysis, target)));
      return { width: source.width, height: source.height, crops } satisfies CroppedImage;
    },
    warm: warmFaceFinder,
  };
}

/** The image as the crops see it: auto-oriented, its first frame, alpha on white, 8-bit sRGB. */
async function decode(image: LoadedImage, maxPixels: number): Promise<RawImage> {
  try {
    return await toRaw(decodeImage(image.bytes, maxPixels).autoOrient());
  } catch (error) {
    throw decodeFailure(error, image.bytes, maxPixels);
  }
}

async function analyse(
  source: RawImage,
  findFaces: NonNullable<LocalCropperOptions['findFaces']>,
  findText: FindText | undefined,
): Promise<Analysis> {
  const small = await toRaw(
    fromRaw(source).resize(ANALYSIS_SIDE, ANALYSIS_SIDE, { fit: 'inside', withoutEnlargement: true }),
  );
  // The text detector runs on threads of its own while faces and salience are found here.
  const [text, faces, saliency] = await Promise.all([
    findText ? textLines(small, findText) : Promise.resolve([]),
    findFaces(small.data, small.width, small.height),
    salienceOf(small),
  ]);
  const scale = small.width / saliency.width;
  const subject = salientBox(saliency);
  return {
    width: small.width,
    height: small.height,
    saliency,
    subject: {
      x: subject.x * scale,
      y: subject.y * scale,
      width: subject.width * scale,
      height: subject.height * scale,
    },
    faces: faces.map((face) => head(face, small)),
    text,
  };
}

async function salienceOf(small: RawImage) {
  const tiny = await toRaw(
    fromRaw(small).resize(SALIENCE_SIDE, SALIENCE_SIDE, { fit: 'inside', withoutEnlargement: true }),
  );
  const grey = await fromRaw(small).greyscale().raw().toBuffer();
  const focus = focusMap(grey, small.width, small.height, tiny.width, tiny.height);
  return saliencyMap(tiny.data, tiny.width, tiny.height, focus);
}

/**
 * A face detector boxes the face from brows to mouth; a person cropping keeps the head: the box grown
 * up by 45% of its height for the forehead and hair, down by 10% for the chin, and by 15% each side.
 */
function head(face: Found, image: { width: number; height: number }): Found {
  const x = Math.max(0, face.x - face.width * 0.15);
  const y = Math.max(0, face.y - face.height * 0.45);
  const right = Math.min(image.width, face.x + face.width * 1.15);
  const bottom = Math.min(image.height, face.y + face.height * 1.1);
  return { x, y, width: right - x, height: bottom - y, score: face.score };
}

/**
 * Text lines, found on a grey copy of the analysis image: the lines that matter to a crop (captions,
 * titles) are large; small print would cost a larger copy for little.
 */
async function textLines(small: RawImage, findText: FindText): Promise<Box[]> {
  const grey = await fromRaw(small).greyscale().raw().toBuffer();
  return findText({ grey, width: small.width, height: small.height });
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
 * The chosen box in the source's pixels: the largest box of the aspect the source holds, at the
 * chosen offset, in whole pixels inside the image.
 */
export function inSource(
  chosen: Box,
  analysis: { width: number; height: number },
  source: { width: number; height: number },
  aspect: [number, number],
): Box {
  const ratio = aspect[0] / aspect[1];
  if (source.width / source.height > ratio) {
    const width = clamp(Math.round(source.height * ratio), 1, source.width);
    const x = clamp(Math.round((chosen.x * source.width) / analysis.width), 0, source.width - width);
    return { x, y: 0, width, height: source.height };
  }
  const height = clamp(Math.round(source.width / ratio), 1, source.height);
  const y = clamp(Math.round((chosen.y * source.height) / analysis.height), 0, source.height - height);
  return { x: 0, y, width: source.width, height };
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
