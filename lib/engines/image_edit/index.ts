import 'server-only';
import { availableParallelism } from 'node:os';
import { getConfig, type Config } from '../../config';
import { ApiError, isApiError } from '../../errors';
import { CANVAS_SIZE, encodeJpeg, fitImage } from '../../images/canvas';
import { withImageIndex } from '../../images/invalid';
import type { LoadedImage } from '../../images/types';
import { Gate, GateRejection } from '../../limits/gate';
import { localImageEditor } from './local';
import { createOpenAiEditor } from './openai';
import { watchGate } from '../../observability/metrics';
import type { ImageEditEngine } from './types';

export type { ImageEditEngine } from './types';

interface ImageEditor {
  engine: ImageEditEngine;
  gate: Gate;
}

/** Seconds a caller turned away for lack of capacity is told to wait. */
const BUSY_RETRY_AFTER_SECONDS = 2;

/** IMAGE_EDIT_ENGINE: `auto` is openai when OPENAI_API_KEY is set, else the embedded editor. */
export function chooseEngine(config: Config): ImageEditEngine {
  const wanted = config.IMAGE_EDIT_ENGINE === 'auto' ? (config.OPENAI_API_KEY ? 'openai' : 'local') : config.IMAGE_EDIT_ENGINE;
  // parseConfig refuses IMAGE_EDIT_ENGINE=openai without OPENAI_API_KEY, so the key is here.
  if (wanted === 'local' || !config.OPENAI_API_KEY) return localImageEditor;
  return createOpenAiEditor({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.IMAGE_EDIT_MODEL,
    timeoutMs: config.IMAGE_EDIT_TIMEOUT_MS,
    retries: config.IMAGE_EDIT_RETRIES,
    maxResultPixels: config.IMAGE_MAX_PIXELS,
    breaker: { resetTimeoutMs: config.IMAGE_EDIT_CIRCUIT_RESET_MS },
  });
}

const EDITOR = Symbol.for('inference.imageEditor');
type WithEditor = typeof globalThis & { [EDITOR]?: ImageEditor };

/** The process's editor and the gate in front of it (sharp is CPU bound; the hosted model is slow and metered). */
export function getImageEditor(): ImageEditor {
  const holder = globalThis as WithEditor;
  if (!holder[EDITOR]) {
    const config = getConfig();
    const engine = chooseEngine(config);
    // The embedded editor is CPU bound and sharp already spreads one edit over the cores; leaving a
    // core to the event loop keeps refusals fast under overload (measured: 503 p50 976 ms with
    // 2 slots on 2 cores, 18 ms with 1, for 15% less capacity).
    const defaultConcurrency = engine.id === 'local' ? Math.max(1, availableParallelism() - 1) : 4;
    const gate = new Gate({
      concurrency: config.IMAGE_EDIT_CONCURRENCY ?? defaultConcurrency,
      maxQueue: config.IMAGE_EDIT_QUEUE,
      maxWaitMs: config.IMAGE_EDIT_QUEUE_WAIT_MS,
    });
    watchGate('image_edit', gate);
    holder[EDITOR] = { engine, gate };
  }
  return holder[EDITOR];
}

export interface EditResult {
  jpeg: Buffer;
  engine: string;
  /** What the engine applied, when it says (the embedded editor does). */
  applied?: string[];
}

/**
 * Decodes and fits the loaded inputs, edits them and encodes the 512x512 baseline JPEG, all
 * inside one gate slot. A full queue or a wait that timed out is 503 image_edit_busy.
 */
export async function editImages(prompt: string, images: LoadedImage[], signal?: AbortSignal): Promise<EditResult> {
  const { engine, gate } = getImageEditor();
  const { IMAGE_MAX_PIXELS } = getConfig();
  try {
    let applied: string[] | undefined;
    const jpeg = await gate.run(async () => {
      const fitted = await Promise.all(
        images.map((image, index) =>
          fitImage(image, IMAGE_MAX_PIXELS).catch((error: unknown) => {
            throw isApiError(error) ? withImageIndex(error, `images[${index}]`) : error;
          }),
        ),
      );
      const edited = await engine.edit({ prompt, images: fitted }, { signal });
      if (edited.width !== CANVAS_SIZE || edited.height !== CANVAS_SIZE) {
        throw new Error(`the ${engine.id} editor produced ${edited.width}x${edited.height} instead of ${CANVAS_SIZE}x${CANVAS_SIZE}`);
      }
      applied = edited.applied;
      return encodeJpeg(edited);
    }, signal);
    return { jpeg, engine: engine.id, applied };
  } catch (error) {
    if (error instanceof GateRejection) {
      throw new ApiError('image_edit_busy', undefined, { retryAfter: BUSY_RETRY_AFTER_SECONDS, cause: error });
    }
    throw error;
  }
}
