import { describe, expect, it } from 'vitest';
import { ImageError, invalidImage } from '../images/invalid';
import type { ImageLoader, LoadedImage } from '../images/types';
import { loadImages } from './load-images';

const image = (source: string): LoadedImage => ({ bytes: Buffer.from(source), format: 'png', width: 1, height: 1 });

/** A loader that fails `bad` at once and answers the rest after `delayMs`, recording aborts. */
function fakeLoader(bad: string, delayMs: number, aborted: string[]): ImageLoader {
  return (source, { signal } = {}) =>
    new Promise((resolve, reject) => {
      if (source === bad) return reject(invalidImage('the image host answered HTTP 404'));
      const timer = setTimeout(() => resolve(image(source)), delayMs);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        aborted.push(source);
        reject(new Error('aborted'));
      });
    });
}

describe('loadImages', () => {
  it('loads every input, in order', async () => {
    const loaded = await loadImages(
      fakeLoader('none', 1, []),
      ['a', 'b', 'c'].map((source, index) => ({ source, field: `images[${index}]` })),
      new AbortController().signal,
    );
    expect(loaded.map((one) => one.bytes.toString())).toEqual(['a', 'b', 'c']);
  });

  it('stops the other loads on the first failure and names the failing field', async () => {
    const aborted: string[] = [];
    const inputs = ['slow1', 'bad', 'slow2'].map((source, index) => ({ source, field: `images[${index}]` }));
    const failure = await loadImages(fakeLoader('bad', 10_000, aborted), inputs, new AbortController().signal).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ImageError);
    expect((failure as ImageError).field).toBe('images[1]');
    expect((failure as ImageError).message).toMatch(/HTTP 404/);
    expect(aborted.sort()).toEqual(['slow1', 'slow2']);
  });
});
