import type { ImageReading } from '../../images/image-text';
import { brand } from '../../per-process';

const nothingToNameBrand = brand<NothingToNameError>('NothingToNameError');

/**
 * A post with no text of its own whose images gave no text either: there is nothing to name it
 * from, and a made-up name would be no answer. `images` says what became of each image the engine
 * was given, in order; the operation answers with it, naming each image's field.
 */
export class NothingToNameError extends Error {
  constructor(readonly images: ImageReading[]) {
    super('Nothing to name from: the post has no text and no text could be read from its images.');
    nothingToNameBrand.mark(this);
    this.name = 'NothingToNameError';
  }
}

/** Recognises a NothingToNameError from any copy of this module (see lib/per-process.ts). */
export const isNothingToName = (error: unknown): error is NothingToNameError => nothingToNameBrand.is(error);
