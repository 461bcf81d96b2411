import { decodeFailure, decodeImage } from '../../images/decode';
import { fromRaw, toRaw, WHITE, type RawImage } from '../../images/raw';
import { blit, solid } from './pixels';
import type { LoadedImage } from '../../images/types';

/** The side of the square canvas images are fitted onto: image edit's output size (its contract's test checks the two agree). */
export const CANVAS_SIZE = 512;

/**
 * Decodes a loaded image and fits it whole inside a `box`-sized square: auto-oriented by its EXIF
 * tag, alpha flattened onto white, scaled (up or down) to touch the box on one side. The result
 * is the picture alone; `onCanvas` puts it on the white canvas.
 */
export async function fitImage(image: LoadedImage, maxPixels: number, box = CANVAS_SIZE): Promise<RawImage> {
  try {
    return await toRaw(
      decodeImage(image.bytes, maxPixels)
        .autoOrient()
        .flatten({ background: WHITE })
        .resize(box, box, { fit: 'inside', kernel: 'lanczos3' }),
    );
  } catch (error) {
    throw decodeFailure(error, image.bytes, maxPixels);
  }
}

/** Centres a picture on a white square canvas, scaling it to fit first when it is larger. */
export async function onCanvas(picture: RawImage, size = CANVAS_SIZE): Promise<RawImage> {
  const fitted =
    picture.width > size || picture.height > size
      ? await toRaw(fromRaw(picture).resize(size, size, { fit: 'inside' }))
      : picture;
  const canvas = solid(size, size);
  blit(canvas, fitted, Math.floor((size - fitted.width) / 2), Math.floor((size - fitted.height) / 2));
  return canvas;
}

export function blankCanvas(size = CANVAS_SIZE): RawImage {
  return solid(size, size);
}

/** A baseline (not progressive) JPEG: the output format of image edit. */
export function encodeJpeg(image: RawImage): Promise<Buffer> {
  return fromRaw(image)
    .jpeg({ quality: 90, progressive: false, mozjpeg: false, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

export function encodePng(image: RawImage): Promise<Buffer> {
  return fromRaw(image).png({ compressionLevel: 3 }).toBuffer();
}
