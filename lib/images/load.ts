import 'server-only';
import sharp, { type Metadata } from 'sharp';
import { Agent } from 'undici';
import { isPublicAddress } from './address-policy';
import { decodeDataUrl, isDataUrl } from './data-url';
import { fetchBytes } from './fetch-bytes';
import { guardedConnector, type HostLookup } from './guarded-connector';
import { invalidImage, isPixelLimitError, tooManyPixels } from './invalid';
import { sniffFormat } from './sniff';
import type { ImageLoader, LoadedImage } from './types';

export interface LoaderSettings {
  maxBytes: number;
  maxPixels: number;
  timeoutMs: number;
  maxRedirects?: number;
  /** Test-only: reach loopback and private addresses too. */
  allowPrivate?: boolean;
  /** Replaces the address policy (tests allow exactly their own server this way). */
  isAllowedAddress?: (address: string) => boolean;
  lookup?: HostLookup;
}

export const MAX_REDIRECTS = 5;

/** An ImageLoader with its own connection pool and limits. */
export function createImageLoader(settings: LoaderSettings): ImageLoader {
  const isAllowed = settings.isAllowedAddress ?? (settings.allowPrivate ? () => true : isPublicAddress);
  const dispatcher = new Agent({
    connect: guardedConnector({ isAllowed, lookup: settings.lookup, connectTimeoutMs: settings.timeoutMs }),
  });
  const limits = {
    dispatcher,
    maxBytes: settings.maxBytes,
    timeoutMs: settings.timeoutMs,
    maxRedirects: settings.maxRedirects ?? MAX_REDIRECTS,
  };

  return async (source, options = {}) => {
    let bytes: Buffer;
    if (isDataUrl(source)) bytes = decodeDataUrl(source, settings.maxBytes);
    else if (/^https?:\/\//i.test(source.trim())) bytes = await fetchBytes(source.trim(), limits, options.signal);
    else throw invalidImage('only http(s) URLs and base64 image data URLs are accepted');
    return inspect(bytes, settings.maxPixels);
  };
}

/** Identifies the format from the bytes and reads the header: size and orientation, no pixels yet. */
export async function inspect(bytes: Buffer, maxPixels: number): Promise<LoadedImage> {
  const format = sniffFormat(bytes);
  if (!format) throw invalidImage('the data is not a JPEG, PNG, WebP, GIF or AVIF image');
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: maxPixels }).metadata();
  } catch (error) {
    if (isPixelLimitError(error)) throw tooManyPixels(maxPixels, error);
    throw invalidImage(`the ${format.toUpperCase()} data is damaged or incomplete`, error);
  }
  const { width, height } = metadata.autoOrient ?? metadata;
  if (!width || !height) throw invalidImage('the image has no size');
  if (width * height > maxPixels) throw tooManyPixels(maxPixels);
  return { bytes, format, width, height };
}
