import 'server-only';
import { localNamingEngine } from './local';
import type { NamingEngine } from './types';

export type { NamingEngine, NamingInput, TokenName } from './types';

/** The naming engine in use. The hosted-model engine (AI_NAME_ENGINE=openai) comes with the naming issue. */
export function getNamingEngine(): NamingEngine {
  return localNamingEngine;
}
