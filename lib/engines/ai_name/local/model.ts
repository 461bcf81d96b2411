import trained from './naming-model.json';
import { TERM_FEATURES } from './salience';

/** How a ticker is formed from a name, learned from launched name/ticker pairs (see ticker.ts). */
export interface TickerRules {
  /** A one-word name up to this many letters is its own ticker; a longer one is cut. */
  wholeWordMax: number;
  /** A name of several words whose letters number up to this is written whole. */
  wholeNameMax: number;
  /** The most letters kept when a long word is cut at a syllable. */
  prefixMax: number;
  /** Whether a name of three to five words goes by its initials. */
  initials: boolean;
  /** Words that people fold into a ticker as one letter (Baby Frog → BFROG). */
  modifiers: string[];
}

/** The namer's learned parts: the ranker's weights over TERM_FEATURES, and the ticker rules. */
export interface NamingModel {
  features: string[];
  weights: number[];
  /** A runner-up word within this share of the leader's odds joins it in the name (1 or more: never). */
  pairRatio: number;
  ticker: TickerRules;
  trainedOn?: string;
}

/** Fails loudly when a weights file does not match the features this code extracts. */
export function checkModel(model: NamingModel): NamingModel {
  if (model.features.length !== TERM_FEATURES.length || model.features.some((name, i) => name !== TERM_FEATURES[i])) {
    throw new Error('naming-model.json was trained on other features: run npm run train:naming');
  }
  if (model.weights.length !== TERM_FEATURES.length)
    throw new Error('naming-model.json: one weight per feature expected');
  return model;
}

let committed: NamingModel | undefined;

/** The model committed beside the engine, bundled with it as JSON; checked on first use, so a stale file does not stop the trainer. */
export function namingModel(): NamingModel {
  committed ??= checkModel(trained as NamingModel);
  return committed;
}
