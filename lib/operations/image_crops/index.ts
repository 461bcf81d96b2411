import 'server-only';
import type { ImageCropper } from '../../engines/image_crops';
import { ERRORS } from '../../errors';
import { jpegDataUrl } from '../../images/data-url';
import { eachImageInOneSlot } from '../capacity';
import { loadAll } from '../load-images';
import { defineOperation } from '../types';
import { imageCropsConfig } from './config';
import { aspectParts, cropHeight, imageCropsContract } from './contract';
import { createImageCropper, imageCropsConcurrency } from './engine';

export const imageCrops = defineOperation({
  name: 'image_crops',
  contract: imageCropsContract,
  config: imageCropsConfig,
  engineErrors: { failed: ERRORS.internal_error, unavailable: ERRORS.overloaded },
  capacity: (config) => ({
    concurrency: imageCropsConcurrency(config),
    maxQueue: config.IMAGE_CROPS_QUEUE,
    maxWaitMs: config.IMAGE_CROPS_QUEUE_WAIT_MS,
    userSlots: config.IMAGE_CROPS_USER_SLOTS,
    userQueue: config.IMAGE_CROPS_USER_QUEUE,
    busy: ERRORS.overloaded,
    busyMessage: 'Image cropping is busy; retry shortly.',
    retryAfterSeconds: 2,
  }),
  // Text lines are kept whole when OCR's detector (a shared service) finds them.
  createEngine: (config, shared): ImageCropper => createImageCropper(config, shared),
  warm: async (cropper) => cropper.warm?.(),
  close: async (cropper) => cropper.close?.(),
  async run({ images, crops }, { requestId, user, signal }, { engine: cropper, loadImage, capacity }) {
    const inputs = images.map((source, index) => ({ source, field: `images[${index}]` }));
    // Every image is loaded (400 invalid_image) before any waits for a slot (503).
    const loaded = await loadAll(loadImage, inputs, signal);
    const targets = crops.map(({ aspect, width }) => ({
      aspect: aspectParts(aspect),
      width,
      height: cropHeight(aspect, width),
    }));
    const results = await eachImageInOneSlot(
      capacity,
      { loaded, inputs },
      async (image, imageIndex) => {
        const cropped = await cropper.crop(image, targets, signal);
        return {
          imageIndex,
          width: cropped.width,
          height: cropped.height,
          crops: cropped.crops.map(({ box, jpeg }, k) => ({
            aspect: crops[k]!.aspect,
            box,
            scale: scaleOf(targets[k]!.width, box.width),
            image: jpegDataUrl(jpeg),
          })),
          ...cropped.basis,
        };
      },
      { user, signal },
    );
    return { body: { requestId, results }, engine: cropper.id };
  },
});

/** Output pixels per source pixel, to four significant digits. */
function scaleOf(outputWidth: number, boxWidth: number): number {
  return Number((outputWidth / boxWidth).toPrecision(4));
}
