import { createLocalImageCropper } from '../lib/engines/image_crops/cropper';
import { startLookThreads } from '../lib/engines/image_crops/threaded';
import { createTextDetector } from '../lib/engines/ocr/detector';
import { DEFAULT_OCR_SETTINGS } from '../lib/engines/ocr/settings';
import { toRect } from '../lib/engines/ocr/types';
import { APP_ROOT } from '../test-support/app-root';

/**
 * The embedded cropper as the service wires it, in-process: text lines found by OCR's detector on a
 * thread of its own, faces and salience on another. `close` ends both.
 */
export async function serviceCropper() {
  const detector = createTextDetector(1, DEFAULT_OCR_SETTINGS, { appRoot: APP_ROOT });
  const looks = startLookThreads({ threads: 1, appRoot: APP_ROOT });
  const cropper = createLocalImageCropper({
    maxPixels: 40_000_000,
    ...looks,
    findText: async (image) => (await detector.detect(image)).map(toRect),
  });
  await Promise.all([cropper.warm!(), detector.warm()]);
  return { cropper, close: () => Promise.all([detector.close(), looks.close()]).then(() => undefined) };
}
