import { analyseImage, createLocalImageCropper } from '../../lib/engines/image_crops/cropper';
import type { GreyImage } from '../../lib/engines/image_crops/types';
import type { LoadedImage } from '../../lib/images/types';
import { startLookThreads } from '../../lib/engines/image_crops/look-threads';
import { createTextDetector } from '../../lib/engines/ocr/detector';
import { DEFAULT_OCR_SETTINGS } from '../../lib/engines/ocr/settings';
import { toRect } from '../../lib/engines/ocr/types';
import { APP_ROOT } from '../../test-support/app-root';

/**
 * The embedded cropper as the service wires it, in-process: text lines found by OCR's detector on a
 * thread of its own, faces and salience on another; `analyse` is its analysis of an image alone (what
 * the crops are chosen from). `close` ends both.
 */
export async function serviceCropper() {
  const detector = createTextDetector(1, DEFAULT_OCR_SETTINGS, { appRoot: APP_ROOT });
  const looks = startLookThreads({ threads: 1, appRoot: APP_ROOT });
  const options = {
    maxPixels: 40_000_000,
    ...looks,
    findText: async (image: GreyImage) => (await detector.detect(image)).map(toRect),
  };
  const cropper = createLocalImageCropper(options);
  await Promise.all([cropper.warm!(), detector.warm()]);
  // Every cue, salience too: the tuning harness tries rules that may need it on the same analysis.
  const analyse = (image: LoadedImage) => analyseImage(image, { ...options, allCues: true });
  return { cropper, analyse, close: () => Promise.all([detector.close(), looks.close()]).then(() => undefined) };
}
