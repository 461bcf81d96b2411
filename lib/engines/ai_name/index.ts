import 'server-only';
import { getConfig } from '../../config';
import { createLocalNamingEngine } from './local';
import { createOpenAiNamingEngine } from './openai';
import type { ImageTextReader, NamingEngine } from './types';

export type { ImageTextReader, NamingEngine, NamingInput, TokenName } from './types';

const ENGINES = Symbol.for('inference.ai_name.engines');
interface EngineHolder {
  imageTextReader?: ImageTextReader;
  local?: NamingEngine;
  openai?: NamingEngine;
}
type WithEngines = typeof globalThis & { [ENGINES]?: EngineHolder };

function holder(): EngineHolder {
  const global = globalThis as WithEngines;
  global[ENGINES] ??= {};
  return global[ENGINES];
}

/**
 * The seam for image text: the OCR engine (lib/engines/ocr, built separately) registers its reader
 * here, e.g. from instrumentation.ts at start-up:
 *   setImageTextReader((urls, signal) => readImageText(urls, { signal }))
 * Until one is registered, the embedded namer names from the post's text, emoji and links alone.
 */
export function setImageTextReader(reader: ImageTextReader | undefined): void {
  const engines = holder();
  engines.imageTextReader = reader;
  engines.local = undefined;
}

function localEngine(): NamingEngine {
  const engines = holder();
  engines.local ??= createLocalNamingEngine({ readImageText: engines.imageTextReader });
  return engines.local;
}

/** The engine decisions.md's AI_NAME_ENGINE picks: `auto` is openai when OPENAI_API_KEY is set. */
export function getNamingEngine(): NamingEngine {
  const config = getConfig();
  const choice = config.AI_NAME_ENGINE === 'auto' ? (config.OPENAI_API_KEY ? 'openai' : 'local') : config.AI_NAME_ENGINE;
  if (choice === 'local') return localEngine();
  if (!config.OPENAI_API_KEY) {
    throw new Error('AI_NAME_ENGINE=openai needs OPENAI_API_KEY');
  }
  const engines = holder();
  engines.openai ??= createOpenAiNamingEngine({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.AI_NAME_MODEL,
    timeoutMs: config.AI_NAME_TIMEOUT_MS,
  });
  return engines.openai;
}
