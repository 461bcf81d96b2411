import 'server-only';

export type { NamingEngine, NamingInput, TokenName } from './types';
export { createLocalNamingEngine, namingTerms, type NamingTerms } from './local';
export { createOpenAiNamingEngine } from './openai';
export { isNothingToName, NothingToNameError } from './nothing-to-name';
