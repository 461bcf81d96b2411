/** Raster formats the loader accepts, identified from the bytes (not from a header or an extension). */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/** One caller-supplied image, fetched or decoded, checked against every limit, not yet decoded to pixels. */
export interface LoadedImage {
  /** The encoded bytes exactly as received (base64-decoded for data URLs). */
  bytes: Buffer;
  format: ImageFormat;
  /** Size after EXIF auto-orientation: the pixel space OCR reports its points in. */
  width: number;
  height: number;
}

export interface LoadOptions {
  /** Aborted when the caller goes away. */
  signal?: AbortSignal;
}

/**
 * `loadImage(source, options)` in lib/images/load.ts: accepts an http(s) URL or a
 * `data:image/<type>;base64,<data>` URL and nothing else. Every failure is
 * `ApiError('invalid_image', …)` with a message telling the caller to send a public http(s)
 * image URL or a base64 image data URL.
 */
export type ImageLoader = (source: string, options?: LoadOptions) => Promise<LoadedImage>;
