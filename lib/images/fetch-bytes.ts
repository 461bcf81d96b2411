import { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { request, type Dispatcher } from 'undici';
import { isOddHostNotation, rawHostOf } from './address-policy';
import { formatBytes } from '../format';
import { BlockedAddressError } from './guarded-connector';
import { invalidImage, isImageError } from './invalid';

export interface FetchLimits {
  dispatcher: Dispatcher;
  maxBytes: number;
  /** One deadline for everything: every redirect hop, the headers and the whole body. */
  timeoutMs: number;
  maxRedirects: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Fetches an http(s) URL through the guarded dispatcher and returns the (decoded) body bytes. */
export async function fetchBytes(url: string, limits: FetchLimits, callerSignal?: AbortSignal): Promise<Buffer> {
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  const signal = callerSignal ? AbortSignal.any([deadline, callerSignal]) : deadline;
  try {
    let current = checkedUrl(url);
    for (let hop = 0; ; hop += 1) {
      const response = await request(current, {
        dispatcher: limits.dispatcher,
        method: 'GET',
        headers: { accept: 'image/*', 'accept-encoding': 'identity', 'user-agent': 'inference-service-image-loader' },
        signal,
      });
      if (REDIRECTS.has(response.statusCode)) {
        discard(response.body);
        const location = response.headers.location;
        if (typeof location !== 'string' || location === '')
          throw invalidImage('the image host redirected without a location');
        if (hop >= limits.maxRedirects)
          throw invalidImage(`the image URL redirected more than ${limits.maxRedirects} times`);
        current = checkedUrl(new URL(location, current).toString(), location);
        continue;
      }
      if (response.statusCode < 200 || response.statusCode > 299) {
        discard(response.body);
        throw invalidImage(`the image host answered HTTP ${response.statusCode}`);
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > limits.maxBytes && !response.headers['content-encoding']) {
        discard(response.body);
        throw invalidImage(`the image is larger than ${formatBytes(limits.maxBytes)}`);
      }
      return await readCapped(decoded(response.body, response.headers['content-encoding']), limits.maxBytes);
    }
  } catch (error) {
    throw explain(error, deadline, limits.timeoutMs);
  }
}

/** Only absolute http(s) URLs without credentials, and no numeric host tricks (checked on the raw text). */
function checkedUrl(text: string, asWritten = text): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalidImage('the value is not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw invalidImage('only http and https URLs can be fetched');
  if (url.username || url.password) throw invalidImage('image URLs must not carry credentials');
  const rawHost = rawHostOf(asWritten) ?? url.hostname;
  if (isOddHostNotation(rawHost) || isOddHostNotation(url.hostname)) {
    throw invalidImage('the host is written in a numeric notation that is not plain dotted decimal');
  }
  return url;
}

function decoded(body: Readable, encoding: string | string[] | undefined): Readable {
  const name = (Array.isArray(encoding) ? encoding.join(',') : (encoding ?? '')).trim().toLowerCase();
  if (name === '' || name === 'identity') return body;
  const decoder = { gzip: createGunzip, 'x-gzip': createGunzip, deflate: createInflate, br: createBrotliDecompress }[
    name
  ];
  if (!decoder) {
    discard(body);
    throw invalidImage(`the image host used an unsupported content encoding (${name.slice(0, 20)})`);
  }
  const stream = decoder();
  body.on('error', (error) => stream.destroy(error));
  return body.pipe(stream);
}

/** Reads until the stream ends, cutting it off (not buffering it all first) once it passes the cap. */
async function readCapped(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      total += (chunk as Buffer).length;
      if (total > maxBytes) throw invalidImage(`the image is larger than ${formatBytes(maxBytes)}`);
      chunks.push(chunk as Buffer);
    }
  } finally {
    discard(stream);
  }
  return Buffer.concat(chunks, total);
}

/** Closes a body we no longer want; undici reports that as an abort error nobody needs to hear. */
function discard(stream: Readable): void {
  stream.on('error', () => undefined);
  stream.destroy();
}

function explain(error: unknown, deadline: AbortSignal, timeoutMs: number) {
  if (isImageError(error)) return error;
  if (deadline.aborted) return invalidImage(`the image took longer than ${timeoutMs / 1000} s to load`, error);
  if (findCause(error, BlockedAddressError)) return invalidImage('the URL does not point to a public address', error);
  return invalidImage('the image host could not be reached', error);
}

function findCause<T extends Error>(error: unknown, type: new (...args: never[]) => T): T | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (current instanceof type) return current;
  }
  return undefined;
}
