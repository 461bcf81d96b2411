import { repairName } from '../../../operations/ai_name/contract';
import { readWithinBudget, type ImageTextReader } from '../../image-text';
import type { NamingEngine, NamingInput, TokenName } from '../types';
import { loadEmoji } from './emoji';
import { namingModel, type NamingModel } from './model';
import { nameFromText, saysLittle } from './namer';
import { rankTerms } from './ranker';
import { scoreTerms } from './salience';
import { parsePost } from './text';
import { loadWords } from './words';

export interface LocalNamingOptions {
  /** Reads the text in the event's images; without it the namer names from the post's text alone. */
  readImageText?: ImageTextReader;
  /** How long the namer waits for the image text before naming without it. */
  imageTextBudgetMs?: number;
}

const DEFAULT_IMAGE_TEXT_BUDGET_MS = 2_000;

/** Names that do not depend on anything in the post, for a post that gives nothing to go on. */
function fallbackName(input: NamingInput): TokenName {
  return input.images.length > 0
    ? { name: 'Picture Perfect', ticker: 'PIC' }
    : { name: 'Mystery Meme', ticker: 'MEME' };
}

/** Names an event from its text and, when given, the text read from its images. Deterministic. */
export function nameEvent(input: NamingInput, imageText = '', model?: NamingModel): TokenName {
  const named = nameFromText(input.text, imageText, input.images, model);
  if (named && repairName(named.name)) return { name: named.name, ticker: named.ticker };
  return fallbackName(input);
}

/** The embedded namer: offline, and the same answer for the same post and image text. */
export function createLocalNamingEngine(options: LocalNamingOptions = {}): NamingEngine {
  loadWords();
  loadEmoji();
  const budgetMs = options.imageTextBudgetMs ?? DEFAULT_IMAGE_TEXT_BUDGET_MS;
  return {
    id: 'local',
    async name(input, { signal } = {}) {
      const urls = input.images.filter((url) => url.trim() !== '');
      let imageText = '';
      if (options.readImageText && urls.length > 0 && saysLittle(input.text)) {
        imageText = await readWithinBudget(options.readImageText, urls, budgetMs, signal);
      }
      signal?.throwIfAborted();
      return nameEvent({ ...input, images: urls }, imageText);
    },
  };
}

/**
 * What a post would be named after, for finding coins launched from posts like it: the namer's name
 * and ticker, and the words it ranked highest (normalised keys), best first. Deterministic; no image text.
 */
export function namingTerms(text: string, limit = 5): { name?: string; ticker?: string; terms: string[] } {
  const model = namingModel();
  const post = parsePost(text);
  const terms = rankTerms(post, scoreTerms(post), model)
    .slice(0, limit)
    .map((term) => term.key);
  const named = text.trim() ? nameFromText(text, '', [], model) : undefined;
  return { name: named?.name, ticker: named?.ticker, terms };
}
