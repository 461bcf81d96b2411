import type { ImageReading } from '../../images/image-text';

/** Shared through the global symbol registry: Next.js may load this module once per bundle. */
const NOTHING_TO_NAME = Symbol.for('inference.NothingToNameError');

/**
 * A post with no text of its own whose images gave no text either: there is nothing to name it
 * from, and a made-up name would be no answer. `images` says what became of each image the engine
 * was given, in order; the operation answers with it, naming each image's field.
 */
export class NothingToNameError extends Error {
  readonly [NOTHING_TO_NAME] = true;

  constructor(readonly images: ImageReading[]) {
    super('Nothing to name from: the post has no text and no text could be read from its images.');
    this.name = 'NothingToNameError';
  }
}

export function isNothingToName(error: unknown): error is NothingToNameError {
  return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[NOTHING_TO_NAME] === true;
}
