/**
 * What reading the text in a post's images gives: the answer of the image-text reader, one of the
 * services operations lend each other (lib/operations/shared-services.ts), typed here, below the
 * engines and operations that read it (naming's embedded engine, past-coin search), so that none
 * imports another's folder.
 */

/** What became of one image of the post. */
export type ImageReading =
  /** Text was read from it. */
  | { status: 'text'; text: string }
  /** It loaded and was read, and holds no text the engine could read. */
  | { status: 'no_text' }
  /** It could not be loaded or decoded; `reason` says why (safe to show). */
  | { status: 'not_loaded'; reason: string }
  /** It was not read: enough images before it loaded (only the first ones that load are read). */
  | { status: 'not_read' };

/** Why the images were not read at all. */
export type UnreadReason =
  /** OCR's slots were taken and its queue full, or the wait for a slot timed out. */
  | 'busy'
  /** Loading and reading took longer than the reader's budget. */
  | 'timed_out'
  /** The OCR engine failed (not because of an image). */
  | 'failed'
  /** The caller gave up (its signal aborted). */
  | 'cancelled';

export type ImageTextOutcome =
  /** Text was read from at least one image: theirs, joined by newlines; `images` in the order asked. */
  | { status: 'text'; text: string; images: ImageReading[] }
  /** At least one image loaded, and none held text the engine could read. */
  | { status: 'no_text'; images: ImageReading[] }
  /** No image could be loaded. */
  | { status: 'not_loaded'; images: ImageReading[] }
  /**
   * Not read, for a reason that is not the images': `error` is what a caller that cannot go on without
   * the text answers with (for `busy` and `timed_out`, the service's busy answer with Retry-After).
   */
  | { status: 'unread'; why: UnreadReason; error: unknown };

/** Whose the reading is (it waits in that user's share of OCR) and the signal that says its caller gave up. */
export interface ImageTextJob {
  user: string;
  signal: AbortSignal;
}

/**
 * Reads the text in the images at these URLs, within its own time budget; never rejects. Aborting
 * the signal (the caller gave up) answers `unread` at once.
 */
export type ImageTextReader = (urls: string[], job: ImageTextJob) => Promise<ImageTextOutcome>;

/** The outcome of readings taken in the order asked: text when any image gave some, else why not. */
export function outcomeOf(images: ImageReading[]): ImageTextOutcome {
  const texts = images.flatMap((image) => (image.status === 'text' ? [image.text] : []));
  if (texts.length > 0) return { status: 'text', text: texts.join('\n'), images };
  if (images.some((image) => image.status === 'no_text')) return { status: 'no_text', images };
  return { status: 'not_loaded', images };
}

/** The text read, or '' when none was (for a reader that goes on without it). */
export const textOf = (outcome: ImageTextOutcome): string => (outcome.status === 'text' ? outcome.text : '');
