import 'server-only';
import { availableParallelism } from 'node:os';
import type { Config } from '../../config';
import {
  createImageEditor,
  createOpenAiEditor,
  createThreadedImageEditor,
  localImageEditor,
  type ImageEditEngine,
  type ImageEditor,
} from '../../engines/image_edit';
import type { ImageEditConfig } from './config';

type Settings = Config & ImageEditConfig;

/** IMAGE_EDIT_ENGINE: `auto` is openai when OPENAI_API_KEY is set, else the embedded editor. */
export function imageEditEngineId(config: Settings): 'local' | 'openai' {
  const wanted =
    config.IMAGE_EDIT_ENGINE === 'auto' ? (config.OPENAI_API_KEY ? 'openai' : 'local') : config.IMAGE_EDIT_ENGINE;
  // parseConfig refuses IMAGE_EDIT_ENGINE=openai without OPENAI_API_KEY.
  return wanted === 'openai' && config.OPENAI_API_KEY ? 'openai' : 'local';
}

/**
 * Image edits at once: IMAGE_EDIT_CONCURRENCY, or by default slots that keep the engine busy
 * without starving the event loop. The embedded editor runs each slot's edits in a thread of its
 * own, and sharp spreads an edit over the cores; leaving a core to the event loop keeps refusals
 * fast under overload, where a slot per core would do a few more edits but answer its 503s late
 * behind them. The hosted model is slow and metered.
 */
export function imageEditConcurrency(config: Settings): number {
  return (
    config.IMAGE_EDIT_CONCURRENCY ??
    (imageEditEngineId(config) === 'local' ? Math.max(1, availableParallelism() - 1) : 4)
  );
}

export function chooseEngine(config: Settings): ImageEditEngine {
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
 * The configured image editor. The embedded engine runs in its own threads (see lib/engines/image_edit/edit-threads.ts): its
 * work then never waits behind the requests the event loop is answering, nor delays them.
 */
export function configuredImageEditor(config: Settings): ImageEditor {
  const engine = chooseEngine(config);
  if (engine !== localImageEditor) return createImageEditor(engine, config.IMAGE_MAX_PIXELS);
  // One thread per slot: the operation's gate never runs more edits at once.
  return createThreadedImageEditor({
    threads: imageEditConcurrency(config),
    maxPixels: config.IMAGE_MAX_PIXELS,
    appRoot: config.appRoot,
  });
}
