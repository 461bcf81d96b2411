import { describe, expect, it } from 'vitest';
import { ImageError, invalidImage } from '../images/invalid';
import type { ImageLoader, LoadedImage } from '../images/types';
import { loadAll, loadAny, loadFirst } from './load-images';

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

describe('loadAll', () => {
  it('loads every input, in order', async () => {
    const loaded = await loadAll(
      fakeLoader('none', 1, []),
      ['a', 'b', 'c'].map((source, index) => ({ source, field: `images[${index}]` })),
      new AbortController().signal,
    );
    expect(loaded.map((one) => one.bytes.toString())).toEqual(['a', 'b', 'c']);
  });

  it('stops the other loads on the first failure and names the failing field', async () => {
    const aborted: string[] = [];
    const inputs = ['slow1', 'bad', 'slow2'].map((source, index) => ({ source, field: `images[${index}]` }));
    const failure = await loadAll(fakeLoader('bad', 10_000, aborted), inputs, new AbortController().signal).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ImageError);
    expect((failure as ImageError).field).toBe('images[1]');
    expect((failure as ImageError).message).toMatch(/HTTP 404/);
    expect(aborted.sort()).toEqual(['slow1', 'slow2']);
  });
});

const inputsOf = (...sources: string[]) => sources.map((source, index) => ({ source, field: `images[${index}]` }));

describe('loadAny', () => {
  it('answers the first image to load and stops the others', async () => {
    const aborted: string[] = [];
    const loader: ImageLoader = (source, options) =>
      source === 'fast' ? Promise.resolve(image(source)) : fakeLoader('bad', 10_000, aborted)(source, options);
    const found = await loadAny(loader, inputsOf('bad', 'fast', 'slow'), new AbortController().signal);
    expect(found.loaded && found.image.bytes.toString()).toBe('fast');
    expect(aborted).toEqual(['slow']);
  });

  it('answers why each failed, by field and in order, when none loads', async () => {
    const loader: ImageLoader = async (source) => {
      throw invalidImage(`no ${source}`);
    };
    const found = await loadAny(loader, inputsOf('a', 'b'), new AbortController().signal);
    expect(found.loaded).toBe(false);
    if (found.loaded) return;
    expect(found.failures.map((failure) => [failure.field, failure.reason])).toEqual([
      ['images[0]', 'no a'],
      ['images[1]', 'no b'],
    ]);
  });

  it('passes on a failure that is not the image’s', async () => {
    const loader: ImageLoader = async (source) => {
      throw source === 'a' ? invalidImage('no a') : new Error('the caller left');
    };
    await expect(loadAny(loader, inputsOf('a', 'b'), new AbortController().signal)).rejects.toThrow('the caller left');
  });
});

describe('loadFirst', () => {
  it('loads the first `wanted` that load, each failure making way for the next, and tries no more', async () => {
    const tried: string[] = [];
    const loader: ImageLoader = async (source) => {
      tried.push(source);
      if (source.startsWith('bad')) throw invalidImage(`${source} is broken`);
      return image(source);
    };
    const loads = await loadFirst(loader, ['bad1', 'a', 'bad2', 'b', 'c'], 2, new AbortController().signal);
    expect(loads).toEqual([
      { status: 'failed', reason: 'bad1 is broken' },
      { status: 'loaded', image: image('a') },
      { status: 'failed', reason: 'bad2 is broken' },
      { status: 'loaded', image: image('b') },
      { status: 'not_tried' },
    ]);
    expect(tried).not.toContain('c');
  });
});
