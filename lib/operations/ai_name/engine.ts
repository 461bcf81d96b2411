import 'server-only';
import type { Config } from '../../config';
import { createLocalNamingEngine, createOpenAiNamingEngine, type NamingEngine } from '../../engines/ai_name';
import type { ImageTextReader } from '../../images/image-text';
import type { AiNameConfig } from './config';

/** Reads the text in a post's images: OCR's reader, a shared service when the server has one. */
export interface NamingDependencies {
  readImageText?: ImageTextReader;
}

/** The engine AI_NAME_ENGINE picks (README.md, "Configuration"): `auto` is openai when OPENAI_API_KEY is set. */
export function createNamingEngine(config: Config & AiNameConfig, dependencies: NamingDependencies = {}): NamingEngine {
  const choice =
    config.AI_NAME_ENGINE === 'auto' ? (config.OPENAI_API_KEY ? 'openai' : 'local') : config.AI_NAME_ENGINE;
  if (choice === 'local') return createLocalNamingEngine({ readImageText: dependencies.readImageText });
  // parseConfig refuses AI_NAME_ENGINE=openai without OPENAI_API_KEY.
  if (!config.OPENAI_API_KEY) throw new Error('AI_NAME_ENGINE=openai needs OPENAI_API_KEY');
  return createOpenAiNamingEngine({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.AI_NAME_MODEL,
    timeoutMs: config.AI_NAME_TIMEOUT_MS,
  });
}
