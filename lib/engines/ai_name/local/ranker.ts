import { candidateRows } from './context';
import type { NamingModel } from './model';
import { TERM_FEATURES, type Term } from './terms';
import type { ParsedPost } from './text';
import { ensembleScore } from './trees';

/**
 * The terms in the order the model prefers them, each with its score (log-odds against the post's
 * other candidates); ties go to the word that comes first.
 */
export function rankTerms(post: ParsedPost, terms: Term[], model: NamingModel): Term[] {
  const rows = candidateRows(post, terms, model.wordPriors);
  const ranked = terms.map((term, i) => ({ ...term, logit: ensembleScore(model.trees, rows[i]!) }));
  ranked.sort((a, b) => b.logit - a.logit || a.occurrences[0]!.index - b.occurrences[0]!.index);
  return petBeforeOwner(ranked);
}

const PET_NAME = TERM_FEATURES.indexOf('pet_name');

/**
 * A pet named in the post ("his new puppy Floki", "Biden's dog Commander") leads when it is among the
 * first three: the pet is the news and the person the context. The data holds too few such posts for
 * the trees to learn it, so the rule is written here.
 */
function petBeforeOwner(ranked: Term[]): Term[] {
  const pet = ranked.slice(0, 3).findIndex((term) => term.features[PET_NAME] === 1);
  if (pet <= 0) return ranked;
  // It takes the leader's score too, so that what follows (pairing, the ticker) sees two equals.
  return [{ ...ranked[pet]!, logit: ranked[0]!.logit }, ...ranked.slice(0, pet), ...ranked.slice(pet + 1)];
}

/**
 * The runner-up word when the model finds it nearly as likely as the leader (within `ratio` of its
 * odds): the post then has two words that could carry the name, and a two-word name keeps both.
 */
export function closeRunnerUp(terms: Term[], ratio: number): Term | undefined {
  const [top, second] = terms;
  if (!top || !second || top.logit === undefined || second.logit === undefined) return undefined;
  return Math.exp(second.logit - top.logit) >= ratio ? second : undefined;
}
