import 'server-only';
import { getConfig } from '../../config';
import { getOcrEngine, isOcrUnavailable, type OcrPageResult } from '../../engines/ocr';
import { ApiError } from '../../errors';
import { loadImage } from '../../images/load';
import { defineOperation } from '../types';
import { isBlank, ocrRequestSchema, OcrResponseSchema, type OcrRequest, type OcrResponse } from './schema';

const SCHEMAS = Symbol.for('inference.ocrRequestSchema');
type WithSchema = typeof globalThis & { [SCHEMAS]?: ReturnType<typeof ocrRequestSchema> };

/** The request schema with the configured OCR_MAX_IMAGES, built on first use. */
function requestSchema() {
  const holder = globalThis as WithSchema;
  holder[SCHEMAS] ??= ocrRequestSchema(getConfig().OCR_MAX_IMAGES);
  return holder[SCHEMAS];
}

export const ocr = defineOperation<OcrRequest, OcrResponse>({
  name: 'ocr',
  imageEdit: false,
  get request() {
    return requestSchema();
  },
  response: OcrResponseSchema,
  async run({ images }, { requestId, signal }) {
    const wanted = images.flatMap((source, imageIndex) => (isBlank(source) ? [] : [{ source, imageIndex }]));
    // Every image is loaded (400 invalid_image) before any is queued for a worker (503).
    const loaded = await Promise.all(wanted.map(({ source }) => loadImage(source, { signal })));
    const engine = getOcrEngine();
    const pages = await Promise.all(loaded.map((image) => recognize(image.bytes, signal)));
    const results = pages.map((page, k) => ({ imageIndex: wanted[k]!.imageIndex, text: page.text, lines: page.lines }));
    return { body: { requestId, results }, engine: engine.id };
  },
});

async function recognize(bytes: Buffer, signal: AbortSignal): Promise<OcrPageResult> {
  const engine = getOcrEngine();
  try {
    return await engine.recognize(bytes, signal);
  } catch (error) {
    if (!isOcrUnavailable(error)) throw error;
    if (error.reason === 'shutting_down') throw new ApiError('draining', undefined, { retryAfter: 1, cause: error });
    const retryAfter = Math.max(1, Math.ceil(engine.options.maxWaitMs / 1000 / 4));
    throw new ApiError('overloaded', 'OCR is busy; retry shortly.', {
      retryAfter,
      cause: error,
    });
  }
}
