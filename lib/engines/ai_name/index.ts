import 'server-only';

export type { ImageTextReader, NamingEngine, NamingInput, TokenName } from './types';
export { createLocalNamingEngine, namingTerms } from './local';
export { createOpenAiNamingEngine } from './openai';
