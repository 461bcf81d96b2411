import { CANDIDATE_FEATURES, type WordPriors } from './context';
import trained from './naming-model.json';
import type { ObliviousTree } from './trees';

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

/** The namer's learned parts: the ranker's trees over CANDIDATE_FEATURES, and the ticker rules. */
export interface NamingModel {
  features: string[];
  trees: ObliviousTree[];
  /** A runner-up word within this share of the leader's odds joins it in the name (1 or more: never). */
  pairRatio: number;
  ticker: TickerRules;
  /** Scores the tickers a name can give (TICKER_FEATURES of ticker-choice.ts); without it, the rules decide. */
  tickerTrees?: ObliviousTree[];
  /** Words' past share of launches named after them (a ranker feature); without it every word is at 0. */
  wordPriors?: WordPriors;
  trainedOn?: string;
}

/** Fails loudly when a weights file does not match the features this code extracts. */
export function checkModel(model: NamingModel): NamingModel {
  const same =
    model.features.length === CANDIDATE_FEATURES.length &&
    model.features.every((name, i) => name === CANDIDATE_FEATURES[i]);
  if (!same || !Array.isArray(model.trees)) {
    throw new Error('naming-model.json was trained on other features: run npm run train:naming');
  }
  return model;
}

let committed: NamingModel | undefined;

/** The model committed beside the engine, bundled with it as JSON; checked on first use, so a stale file does not stop the trainer. */
export function namingModel(): NamingModel {
  committed ??= checkModel(trained as unknown as NamingModel);
  return committed;
}
