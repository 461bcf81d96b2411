import { OcrEngine } from '../../lib/engines/ocr/engine';
import { createTextDetector } from '../../lib/engines/ocr/detector';
import { createDirectionClassifier } from '../../lib/engines/ocr/direction-classifier';
import { CjkRowReader } from '../../lib/engines/ocr/cjk-rows';
import { createPaddleRecognizer, lineRecognizerThreads } from '../../lib/engines/ocr/paddle-recognizer';
import type { OcrSettings } from '../../lib/engines/ocr/settings';
import { createOcrWorker } from '../../lib/engines/ocr/tesseract-worker';
import { APP_ROOT } from '../../test-support/app-root';

/** The service's OCR engine, built without the server's configuration, for the benchmarks. */
export function createBenchEngine(workers: number, settings: OcrSettings): OcrEngine {
  const lineRecognizer = createPaddleRecognizer(lineRecognizerThreads(workers, settings), settings, APP_ROOT);
  return new OcrEngine({
    workers,
    recycleAfter: 50,
    settings,
    createWorker: () => createOcrWorker(APP_ROOT),
    detector: createTextDetector(Math.ceil(workers / 2), settings, { appRoot: APP_ROOT }),
    lineRecognizer,
    directionClassifier: createDirectionClassifier(1, APP_ROOT),
    cjk: new CjkRowReader({
      readEveryScript: lineRecognizer.readEveryScript,
      createJapaneseWorker: () => createOcrWorker(APP_ROOT, 'jpn'),
      recycleAfter: 50,
    }),
  });
}
