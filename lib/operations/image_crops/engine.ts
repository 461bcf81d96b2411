import 'server-only';
import { availableParallelism } from 'node:os';
import type { Config } from '../../config';
import { createLocalImageCropper, startLookThreads, type FindText, type ImageCropper } from '../../engines/image_crops';
import type { ImageCropsConfig } from './config';

/**
 * Images cropped at once: IMAGE_CROPS_CONCURRENCY, or one per core less one for the event loop (at
 * least one): a crop is CPU work from decode to JPEG.
 */
export function imageCropsConcurrency(config: ImageCropsConfig): number {
  return config.IMAGE_CROPS_CONCURRENCY ?? Math.max(1, availableParallelism() - 1);
}

/**
 * The embedded cropper: faces and salience on threads of its own, one per slot (the operation's gate
 * never runs more crops at once), text lines with OCR's detector when the server has one.
 */
export function createImageCropper(config: Config & ImageCropsConfig, uses: { findText?: FindText }): ImageCropper {
  const looks = startLookThreads({ threads: imageCropsConcurrency(config), appRoot: config.appRoot });
  return createLocalImageCropper({ maxPixels: config.IMAGE_MAX_PIXELS, findText: uses.findText, ...looks });
}
