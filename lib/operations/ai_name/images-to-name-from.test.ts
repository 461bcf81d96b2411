import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors';
import { invalidImage } from '../../images/invalid';
import type { ImageLoader, LoadedImage } from '../../images/types';
import { nothingToNameFrom, requireAnImage } from './images-to-name-from';

const image = (source: string): LoadedImage => ({ bytes: Buffer.from(source), format: 'png', width: 1, height: 1 });

/** Loads `good` after `delayMs`; every other source fails with a reason naming it. Records aborts. */
function fakeLoader(good: string[], delayMs: number, aborted: string[] = []): ImageLoader {
  return (source, { signal } = {}) =>
    new Promise((resolve, reject) => {
      if (!good.includes(source)) return reject(invalidImage(`${source} is not an image`));
      const timer = setTimeout(() => resolve(image(source)), delayMs);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        aborted.push(source);
        reject(new Error('aborted'));
      });
    });
}

const images = (...urls: string[]) => urls.map((url, index) => ({ url, field: `event.images[${index}]` }));
const signal = () => new AbortController().signal;

describe('requireAnImage', () => {
  it('passes when one image loads, and stops loading the rest once it has', async () => {
    const aborted: string[] = [];
    await expect(
      requireAnImage(fakeLoader(['fast', 'slow'], 1, aborted), images('broken', 'fast'), signal()),
    ).resolves.toBeUndefined();
    const slowOnes: string[] = [];
    const loader: ImageLoader = (source, options) =>
      source === 'slow' ? fakeLoader(['slow'], 10_000, slowOnes)(source, options) : Promise.resolve(image(source));
    await requireAnImage(loader, images('ok', 'slow'), signal());
    expect(slowOnes).toEqual(['slow']);
  });

  it('refuses with 400 invalid_image naming every image and why, when none loads', async () => {
    const error = await requireAnImage(fakeLoader([], 1), images('not a url at all', 'ftp://x/a.png'), signal()).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_image' });
    const { message } = error as ApiError;
    expect(message).toMatch(/^Nothing to name from: event\.text is empty/);
    expect(message).toContain('event.images[0]: not a url at all is not an image');
    expect(message).toContain('event.images[1]: ftp://x/a.png is not an image');
    expect(message).toMatch(/public http\(s\) image URL or a base64 image data URL/);
  });

  it('passes on a caller’s abort as it is, not as an image error', async () => {
    const controller = new AbortController();
    const pending = requireAnImage(fakeLoader(['a'], 10_000), images('a'), controller.signal);
    controller.abort();
    await expect(pending).rejects.toThrow('aborted');
  });
});

describe('nothingToNameFrom', () => {
  it('names each image and why it gave nothing, and says the namer reads text when one loaded', () => {
    const error = nothingToNameFrom(images('a', 'b', 'c'), [
      { status: 'no_text' },
      { status: 'not_loaded', reason: 'the image host answered HTTP 404' },
      { status: 'not_read' },
    ]);
    expect(error).toMatchObject({ status: 400, code: 'invalid_image' });
    expect(error.message).toContain(
      '(event.images[0]: no text could be read from it; event.images[1]: the image host answered HTTP 404; ' +
        'event.images[2]: not read (only the first images that load are read))',
    );
    expect(error.message).toMatch(/reads the text in a post’s images, not the picture/);
  });
});
