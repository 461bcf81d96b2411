import type { NamingModel } from './model';
import type { Term } from './salience';

/** The ranker's score of a term: a linear function of its features (the log-odds of being the name's word). */
export function termLogit(term: Term, weights: number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += weights[i]! * (term.features[i] ?? 0);
  return sum;
}

/** The terms in the order the model prefers them; ties go to the word that comes first. */
export function rankTerms(terms: Term[], model: NamingModel): Term[] {
  const ranked = terms.map((term) => ({ ...term, logit: termLogit(term, model.weights) }));
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
