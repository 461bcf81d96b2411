// The launch kit: one composition of the operations, used by the console's Launch kit page and by
// `inference kit`. Browser-safe: no Node imports; every call goes through the typed client it is
// given (its methods and types, its errors).
export { CAPTION_MAX_CHARACTERS, CAPTION_MAX_WORDS, punchline } from './caption.ts';
export { dataUrlToBytes, IMAGE_FILES, kitFiles, kitJson, kitWarnings, type KitJson } from './files.ts';
export {
  countTickerUse,
  describeTickerUse,
  freeTicker,
  TICKER_CHECK_LIMIT,
  tickerCandidates,
  tickerKey,
  usingTicker,
  type TickerCheck,
} from './tickers.ts';
export {
  BANNER_CROP,
  BANNER_SCALE_WARNING,
  LOGO_CROP,
  logoPrompt,
  memePrompt,
  POST_IMAGES_MAX,
  postProblem,
  resolvedChoices,
  needsImageText,
} from './post.ts';
export { initialKit, PostError, rerunKit, runKit, runSteps, stepsToRerun, type RunOptions } from './run.ts';
export { STEP_IDS, STEPS } from './steps.ts';
export type * from './types.ts';
