import { candidateRows } from './context';
import type { NamingModel } from './model';
import type { Term } from './salience';
import type { ParsedPost } from './text';
import { ensembleScore } from './trees';

/**
 * The terms in the order the model prefers them, each with its score (log-odds against the post's
 * other candidates); ties go to the word that comes first.
 */
export function rankTerms(post: ParsedPost, terms: Term[], model: NamingModel): Term[] {
  const rows = candidateRows(post, terms);
  const ranked = terms.map((term, i) => ({ ...term, logit: ensembleScore(model.trees, rows[i]!) }));
  return ranked.sort((a, b) => b.logit - a.logit || a.occurrences[0]!.index - b.occurrences[0]!.index);
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
