import type { RawImage } from '../../images/raw';

export interface EditInput {
  /** Trimmed, 1 to 2000 code points. */
  prompt: string;
  /** The inputs in request order, each decoded and fitted whole inside 512x512 (not yet on a canvas). */
  images: RawImage[];
}

export interface EditOptions {
  signal?: AbortSignal;
}

/** The edited pixels, with what the engine applied when it can say (shown in the X-Edit-Plan header). */
export interface EditedImage extends RawImage {
  applied?: string[];
}

/** One way of editing images with a prompt. Answers the 512x512 result as pixels; the caller encodes it. */
export interface ImageEditEngine {
  readonly id: string;
  edit(input: EditInput, options?: EditOptions): Promise<EditedImage>;
}
