import { textOf, type ImageTextOutcome, type ImageTextReader } from '../../../images/image-text';
import { NothingToNameError } from '../nothing-to-name';
import { repairName } from '../rules';
import type { NamingEngine, NamingInput, NamingOptions, TokenName } from '../types';
import { nameFromCjkPost } from './cjk-pet';
import { loadEmoji } from './emoji';
import { namingModel, type NamingModel } from './model';
import { nameFromText, readPost, saysLittle } from './namer';
import { loadWords } from './words';

export interface LocalNamingOptions {
  /**
   * Reads the text in the event's images, bounding its own time; without it the namer names from
   * the post's text alone (and a post with none has nothing to name from).
   */
  readImageText?: ImageTextReader;
}

/** Names that do not depend on anything in the post, for a post that gives nothing to go on. */
function fallbackName(input: NamingInput): TokenName {
  return input.images.length > 0
    ? { name: 'Picture Perfect', ticker: 'PIC' }
    : { name: 'Mystery Meme', ticker: 'MEME' };
}

/** Names an event from its text and, when given, the text read from its images. Deterministic. */
export function nameEvent(input: NamingInput, imageText = '', model?: NamingModel): TokenName {
  const found = nameFromText(input.text, imageText, input.images, model);
  // A post that says little is named from its pictures' text, in Chinese, Japanese or Korean too.
  const said = imageText !== '' && saysLittle(input.text) ? `${input.text}\n${imageText}`.trim() : input.text;
  const named = nameFromCjkPost(said, found) ?? found;
  if (named && repairName(named.name)) return { name: named.name, ticker: named.ticker };
  return fallbackName(input);
}

/**
 * The text of a post's images, when its own says little. A post with text of its own goes on
 * without what the images do not give; a post without any needs theirs: images that give no text
 * are NothingToNameError, images not read (OCR busy, out of time) the reader's error.
 */
async function textOfImages(
  input: NamingInput,
  urls: string[],
  options: LocalNamingOptions,
  { signal, user }: NamingOptions,
) {
  const hasText = input.text.trim() !== '';
  if (urls.length === 0 || !saysLittle(input.text)) return '';
  if (!options.readImageText) {
    if (hasText) return '';
    throw new NothingToNameError(urls.map(() => ({ status: 'not_read' })));
  }
  if (user === undefined) throw new Error('reading a post’s images needs the user whose request it is');
  const outcome = await options
    .readImageText(urls, { user, signal: signal ?? AbortSignal.any([]) })
    .catch((error: unknown): ImageTextOutcome => ({ status: 'unread', why: 'failed', error }));
  signal?.throwIfAborted();
  if (outcome.status === 'text' || hasText) return textOf(outcome);
  if (outcome.status === 'unread') throw outcome.error;
  throw new NothingToNameError(outcome.images);
}

/** The embedded namer: offline, and the same answer for the same post and image text. */
export function createLocalNamingEngine(options: LocalNamingOptions = {}): NamingEngine {
  loadWords();
  loadEmoji();
  return {
    id: 'local',
    images: 'read',
    async name(input, naming = {}) {
      const { signal } = naming;
      const urls = input.images.filter((url) => url.trim() !== '');
      const imageText = await textOfImages(input, urls, options, naming);
      signal?.throwIfAborted();
      return nameEvent({ ...input, images: urls }, imageText);
    },
  };
}

/** What a post would be named after: the namer's name and ticker, and its highest-ranked words. */
export interface NamingTerms {
  name?: string;
  ticker?: string;
  /** Normalised keys, best first. */
  terms: string[];
}

/**
 * What a post would be named after, for finding coins launched from posts like it: the namer's name
 * and ticker, and the words it ranked highest (normalised keys), best first. The post is parsed and
 * ranked once, for both. Deterministic; no image text.
 */
export function namingTerms(text: string, limit = 5): NamingTerms {
  const model = namingModel();
  const read = readPost(text, model);
  const terms = read.terms.slice(0, limit).map((term) => term.key);
  const found = text.trim() ? nameFromText(text, '', [], model, read) : undefined;
  const named = text.trim() ? (nameFromCjkPost(text, found) ?? found) : undefined;
  return { name: named?.name, ticker: named?.ticker, terms };
}
