import 'server-only';
import { availableParallelism } from 'node:os';
import type { Config } from '../../config';
import { CANVAS_SIZE, encodeJpeg, fitImage } from '../../images/canvas';
import { isImageError } from '../../images/invalid';
import type { LoadedImage } from '../../images/types';
import { localImageEditor } from './local';
import { createOpenAiEditor } from './openai';
import type { ImageEditEngine } from './types';

export type { EditInput, ImageEditEngine } from './types';

/** Image edit as the operation sees it: loaded inputs and a prompt in, the 512x512 baseline JPEG out. */
export interface ImageEditor {
  /** Which engine edits, as the X-Engine header and the logs name it. */
  readonly id: string;
  edit(prompt: string, images: LoadedImage[], signal?: AbortSignal): Promise<EditedJpeg>;
}

export interface EditedJpeg {
  jpeg: Buffer;
  /** What the engine applied, when it says (the embedded editor does): the X-Edit-Plan header. */
  applied?: string[];
}

/** IMAGE_EDIT_ENGINE: `auto` is openai when OPENAI_API_KEY is set, else the embedded editor. */
export function imageEditEngineId(config: Config): 'local' | 'openai' {
  const wanted =
    config.IMAGE_EDIT_ENGINE === 'auto' ? (config.OPENAI_API_KEY ? 'openai' : 'local') : config.IMAGE_EDIT_ENGINE;
  // parseConfig refuses IMAGE_EDIT_ENGINE=openai without OPENAI_API_KEY.
  return wanted === 'openai' && config.OPENAI_API_KEY ? 'openai' : 'local';
}

/**
 * Slots that keep the engine busy without starving the event loop. The embedded editor is CPU bound
 * and sharp already spreads one edit over the cores; leaving a core to the event loop keeps refusals
 * fast under overload (measured: 503 p50 976 ms with 2 slots on 2 cores, 18 ms with 1, for 15% less
 * capacity). The hosted model is slow and metered.
 */
export function defaultImageEditConcurrency(config: Config): number {
  return imageEditEngineId(config) === 'local' ? Math.max(1, availableParallelism() - 1) : 4;
}

export function chooseEngine(config: Config): ImageEditEngine {
  if (imageEditEngineId(config) === 'local' || !config.OPENAI_API_KEY) return localImageEditor;
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

/**
 * Decodes and fits the loaded inputs, has the engine edit them and encodes the 512x512 baseline
 * JPEG. An input that cannot be decoded is an ImageError naming its field.
 */
export function createImageEditor(config: Config, engine: ImageEditEngine = chooseEngine(config)): ImageEditor {
  return {
    id: engine.id,
    async edit(prompt, images, signal) {
      const fitted = await Promise.all(
        images.map((image, index) =>
          fitImage(image, config.IMAGE_MAX_PIXELS).catch((error: unknown) => {
            throw isImageError(error) ? error.at(`images[${index}]`) : error;
          }),
        ),
      );
      const edited = await engine.edit({ prompt, images: fitted }, { signal });
      if (edited.width !== CANVAS_SIZE || edited.height !== CANVAS_SIZE) {
        throw new Error(
          `the ${engine.id} editor produced ${edited.width}x${edited.height} instead of ${CANVAS_SIZE}x${CANVAS_SIZE}`,
        );
      }
      return { jpeg: await encodeJpeg(edited), applied: edited.applied };
    },
  };
}
