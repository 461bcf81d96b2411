import { createLocalImageCropper } from '../lib/engines/image_crops/cropper';
import { createTextDetector } from '../lib/engines/ocr/detector';
import { DEFAULT_OCR_SETTINGS } from '../lib/engines/ocr/settings';
import { toRect } from '../lib/engines/ocr/types';

/**
 * The embedded cropper as the service wires it, in-process: text lines found by OCR's detector on a
 * thread of its own. `close` ends the detector's thread.
 */
export async function serviceCropper() {
  const detector = createTextDetector(1, DEFAULT_OCR_SETTINGS);
  const cropper = createLocalImageCropper({
    maxPixels: 40_000_000,
    findText: async (image) => (await detector.detect(image)).map(toRect),
  });
  await Promise.all([cropper.warm!(), detector.warm()]);
  return { cropper, close: () => detector.close() };
}
