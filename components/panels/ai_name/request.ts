import { isHttpUrl, type ImageItem } from '../../images/image-item';
import {
  EVENT_IMAGES_MAX as NAMING_IMAGES_MAX,
  EVENT_TEXT_MAX as NAMING_TEXT_MAX,
} from '@/lib/operations/ai_name/contract';
import { codePointLength } from '../../limits';
import type { NamingRequest } from './types';

export type { NamingRequest } from './types';

/** The event the API takes: the post's text, then image URLs (typed first, dropped after). */
export function buildRequest(text: string, urlLines: string, dropped: ImageItem[]): NamingRequest {
  const urls = urlLines
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const images = [...urls, ...dropped.map((item) => item.src)];
  return { event: { text, ...(images.length > 0 ? { images } : {}) } };
}

/** What the page can tell before sending; everything else is the API's to judge. */
export function requestProblem(request: NamingRequest): string | undefined {
  const text = request.event.text ?? '';
  const images = request.event.images ?? [];
  if (text.trim() === '' && images.length === 0) return 'Paste a post, or add an image.';
  if (codePointLength(text) > NAMING_TEXT_MAX) return `The post is over ${NAMING_TEXT_MAX} characters.`;
  if (images.length > NAMING_IMAGES_MAX)
    return `At most ${NAMING_IMAGES_MAX} images (URLs and dropped images together).`;
  const badUrl = images.find((src) => !src.startsWith('data:') && !isHttpUrl(src));
  if (badUrl) return `Not an http(s) URL: ${badUrl}`;
  return undefined;
}
