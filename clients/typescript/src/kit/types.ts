import type { InferenceClient } from '../client.ts';
import type { components } from '../generated/openapi.ts';
import type { TickerCheck } from './tickers.ts';

/**
 * The typed client's methods the kit calls: a client of `/private/*` with a key (the command line's),
 * or of the console's backend-for-frontend (the console's page). Failures are its typed errors.
 */
export type KitClient = Pick<
  InferenceClient,
  'extractImageText' | 'aiName' | 'searchPastCoins' | 'cropImages' | 'editImage'
>;

/** A post to build a kit from: its text and up to three images (http(s) URLs or base64 data URLs). */
export interface Post {
  text: string;
  images: string[];
  /** The image the logo, banner and meme are cut from (default 0, the first). */
  chosenImage?: number;
}

export type StepId = 'read' | 'name' | 'search_post' | 'search_name' | 'crops' | 'logo' | 'meme';
export type StepStatus = 'waiting' | 'running' | 'done' | 'failed' | 'skipped';

/** Why a step failed: the service's error (its status, code and message) or the kit's own. */
export interface StepError {
  status?: number;
  code: string;
  message: string;
  /** From `Retry-After`, on 429 and 503. */
  retryAfterSeconds?: number;
}

export interface StepState {
  id: StepId;
  label: string;
  status: StepStatus;
  /** Milliseconds from the step's first call to its last answer. */
  ms?: number;
  error?: StepError;
}

/** A past coin like the kit's name, as past-coin search answers it (the fields the kit keeps). */
export type LookAlike = Pick<
  components['schemas']['PastCoin'],
  'address' | 'name' | 'ticker' | 'marketCap' | 'createdAt' | 'score' | 'match'
>;

/** What the steps made, each filled in as its step lands. Images are base64 JPEG data URLs. */
export interface KitResults {
  imageText?: string;
  name?: string;
  /** The meme's caption the kit proposes: a line of the post, its punchline (kit/caption.ts); else the name is. */
  caption?: string;
  ticker?: string;
  lookAlikesByPost?: LookAlike[];
  lookAlikesByName?: LookAlike[];
  /** Profane coins the safe searches left out of the lists (shown with the `showHidden` choice). */
  hiddenByPost?: number;
  hiddenByName?: number;
  /** How many recorded coins use the ticker, and the free one proposed when the kit's own is taken. */
  tickerCheck?: TickerCheck;
  logo?: string;
  banner?: string;
  /** How much the banner was enlarged: its width over the width of the box it was cut from (1: not at all). */
  bannerScale?: number;
  /**
   * The picture's square would cut through a line of its text (a screenshot of a post): there is no
   * `logo` then; the logo with the ticker is drawn from the ticker alone and the meme from the whole picture,
   * its caption in a band above it.
   */
  logoCutsText?: boolean;
  /** The banner cuts through a line of the picture's text (the kit warns). */
  bannerCutsText?: boolean;
  logoWithTicker?: string;
  /** The ticker drawn on `logoWithTicker`. */
  logoTicker?: string;
  meme?: string;
}

/** What a person may change after a run; each change re-runs only the steps that use it. */
export interface KitChoices {
  name?: string;
  ticker?: string;
  caption?: string;
  /** List the profane coins the safe searches leave out ("N hidden — show"). */
  showHidden?: boolean;
}

export interface KitState {
  post: Post;
  choices: KitChoices;
  steps: Record<StepId, StepState>;
  results: KitResults;
  /** Milliseconds from the first step's start to the last step's end, of the latest run (what `ran` lists). */
  ms?: number;
  /** The steps the latest run ran (all of them, or those a re-run called again); the others kept their results. */
  ran?: StepId[];
}
