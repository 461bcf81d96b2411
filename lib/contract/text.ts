import { z } from 'zod';

/**
 * The text every request field is made of: a JSON string that is well-formed Unicode. JSON may carry
 * a lone surrogate (`"Rocket \ud83d"`, what a client sends that cut a string inside an emoji); no
 * store or engine can take it as text (Postgres refuses it, SQLite and the namer would keep half a
 * character), so it is bad input, answered 400 invalid_message naming the field before anything runs.
 */
export const ILL_FORMED_MESSAGE =
  'must be well-formed Unicode: it holds a lone surrogate (half of a character, as when a string is cut inside an emoji)';

const typeError = (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : 'must be a string');

/** A string that is well-formed Unicode; later checks of the field are skipped when it is not. */
export function textString() {
  return z
    .string({ error: typeError })
    .refine((value) => value.isWellFormed(), { error: ILL_FORMED_MESSAGE, abort: true });
}
