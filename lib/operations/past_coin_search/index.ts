import 'server-only';
import { defineOperation } from '../types';
import { pastCoinSearchConfig } from './config';
import { PAST_COIN_SEARCH_ERRORS, pastCoinSearchContract } from './contract';
import { textOf, type ImageTextJob } from '../../images/image-text';
import { describeError, logger } from '../../log';
import { readyWhenReachable, type PastCoinSearchEngine } from './engine';

export const pastCoinSearch = defineOperation({
  name: 'past_coin_search',
  contract: pastCoinSearchContract,
  config: pastCoinSearchConfig,
  limits: (config) => ({ imageMaxBytes: config.IMAGE_MAX_BYTES }),
  engineErrors: {
    failed: PAST_COIN_SEARCH_ERRORS.past_coin_search_failed,
    unavailable: PAST_COIN_SEARCH_ERRORS.past_coin_search_failed,
  },
  // The store is a shared service (recording writes to it; it searches events by what naming would
  // call the post); a post that is only pictures is searched by the text OCR reads in them.
  createEngine: (_config, shared): PastCoinSearchEngine => ({
    store: shared.pastCoinStore,
    readImageText: shared.readImageText,
    closing: new AbortController(),
  }),
  warm: (engine) =>
    readyWhenReachable(engine.store, engine.closing.signal, {
      unreachable: (error) =>
        logger.warn({
          msg: 'past-coin store not reachable; trying again',
          store: engine.store.id,
          ...describeError(error),
        }),
      reached: () => logger.info({ msg: 'past-coin store reached', store: engine.store.id }),
    }),
  close: async (engine) => {
    engine.closing.abort();
    await engine.store.close();
  },
  async run({ query, event, limit, safe }, { requestId, user, signal }, { engine }) {
    const text = query ?? (await eventText(engine, event ?? {}, { user, signal }));
    const { results, hidden } = await engine.store.search(
      { kind: query !== undefined ? 'text' : 'event', text, limit, safe },
      { signal },
    );
    return { body: safe ? { requestId, results, hidden } : { requestId, results }, engine: engine.store.id };
  },
});

/** An event's text; for a post that is only pictures, the text read from them for its user (the reader bounds its time). */
async function eventText(
  engine: PastCoinSearchEngine,
  event: { text?: string; images?: string[] },
  job: ImageTextJob,
): Promise<string> {
  const text = event.text ?? '';
  const urls = (event.images ?? []).filter((url) => url.trim() !== '');
  if (text.trim() !== '' || urls.length === 0 || !engine.readImageText) return text;
  // Text the images do not give (none, or not read in time) leaves the search with the post's own.
  return textOf(await engine.readImageText(urls, job));
}
