import 'server-only';

export type { ImageTextReader, NamingEngine, NamingInput, TokenName } from './types';
export { createLocalNamingEngine } from './local';
export { createOpenAiNamingEngine } from './openai';
