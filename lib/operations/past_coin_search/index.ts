import 'server-only';
import { readWithinBudget } from '../../engines/image-text';
import { ERRORS } from '../../errors';
import { defineOperation } from '../types';
import { pastCoinSearchConfig } from './config';
import { pastCoinSearchContract } from './contract';
import { createPastCoinStore, readyWhenReachable, type PastCoinSearchEngine } from './engine';

/** How long a post that is only a picture waits for its image text before it is searched without. */
const IMAGE_TEXT_BUDGET_MS = 2_000;

export const pastCoinSearch = defineOperation({
  name: 'past_coin_search',
  contract: pastCoinSearchContract,
  config: pastCoinSearchConfig,
  engineErrors: { failed: ERRORS.past_coin_search_failed, unavailable: ERRORS.past_coin_search_failed },
  createEngine: (config, shared): PastCoinSearchEngine => ({
    store: createPastCoinStore(config),
    readImageText: shared.readImageText,
    closing: new AbortController(),
  }),
  // Recording launched coins writes to the same store.
  shares: ({ engine }) => ({ recordCoins: engine.store }),
  warm: (engine) => readyWhenReachable(engine.store, engine.closing.signal),
  close: async (engine) => {
    engine.closing.abort();
    await engine.store.close();
  },
  async run({ query, event, limit }, { requestId, signal }, { engine }) {
    const text = query ?? (await eventText(engine, event ?? {}, signal));
    const results = await engine.store.search(
      { kind: query !== undefined ? 'text' : 'event', text, limit },
      { signal },
    );
    return { body: { requestId, results }, engine: engine.store.id };
  },
});

/** An event's text; for a post that is only pictures, the text read from them (within a budget). */
async function eventText(
  engine: PastCoinSearchEngine,
  event: { text?: string; images?: string[] },
  signal: AbortSignal,
): Promise<string> {
  const text = event.text ?? '';
  const urls = (event.images ?? []).filter((url) => url.trim() !== '');
  if (text.trim() !== '' || urls.length === 0 || !engine.readImageText) return text;
  return readWithinBudget(engine.readImageText, urls, IMAGE_TEXT_BUDGET_MS, signal);
}
