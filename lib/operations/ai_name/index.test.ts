import { describe, expect, it } from 'vitest';
import { NothingToNameError, type NamingEngine, type NamingInput } from '../../engines/ai_name';
import { ApiError } from '../../errors';
import { invalidImage } from '../../images/invalid';
import type { ImageLoader } from '../../images/types';
import { aiName } from '.';

/** An engine of the given kind answering Pepper, unless `answer` gives a promise that rejects (its failure). */
function fakeEngine(images: NamingEngine['images'], answer: (input: NamingInput) => Promise<never> | undefined) {
  const seen: NamingInput[] = [];
  const engine: NamingEngine = {
    id: `fake-${images}`,
    images,
    async name(input) {
      seen.push(input);
      await answer(input);
      return { name: 'Pepper', ticker: 'PEPPER' };
    },
  };
  return { engine, seen };
}

/** Loads `good…` sources; every other fails as not an image. Records what it was asked to load. */
function fakeLoader() {
  const loads: string[] = [];
  const loadImage: ImageLoader = async (source) => {
    loads.push(source);
    if (!source.startsWith('good')) throw invalidImage(`${source} is not an image`);
    return { bytes: Buffer.from(source), format: 'png', width: 1, height: 1 };
  };
  return { loadImage, loads };
}

function run(engine: NamingEngine, event: { text?: string; images?: string[] }, loadImage: ImageLoader) {
  const context = { requestId: 'r', user: 'u', keyId: 'k', signal: new AbortController().signal };
  return aiName.run({ event }, context, { config: {} as never, engine, loadImage });
}

/** The error a run was refused with (a run that answers fails the test). */
const refused = (running: Promise<unknown>): Promise<ApiError> =>
  running.then(
    () => expect.fail('the run answered'),
    (error: unknown) => error as ApiError,
  );

describe('naming a post without text: what counts as something to name from depends on the engine', () => {
  it('an engine shown the images needs one that loads, checked before it is asked', async () => {
    const { engine, seen } = fakeEngine('seen', () => undefined);
    const { loadImage } = fakeLoader();
    const error = await refused(run(engine, { text: ' ', images: ['nope', 'ftp://x'] }, loadImage));
    expect(error).toMatchObject({ status: 400, code: 'invalid_image' });
    expect(error.message).toMatch(/no image in event\.images could be loaded \(event\.images\[0\]: nope is not/);
    expect(seen).toEqual([]);
    await expect(run(engine, { images: ['nope', 'good'] }, loadImage)).resolves.toMatchObject({
      body: { name: 'Pepper', ticker: 'PEPPER' },
    });
    expect(seen[0]?.images).toEqual(['nope', 'good']);
  });

  it('an engine that reads the images’ text is handed them unloaded (it loads them itself, once)', async () => {
    const { engine, seen } = fakeEngine('read', () => undefined);
    const { loadImage, loads } = fakeLoader();
    await expect(run(engine, { text: '', images: ['good'] }, loadImage)).resolves.toMatchObject({
      body: { ticker: 'PEPPER' },
    });
    expect(loads).toEqual([]);
    expect(seen).toHaveLength(1);
  });

  it('its refusal is 400 invalid_image naming each image by its field and why, never a made-up name', async () => {
    const { engine } = fakeEngine('read', () =>
      Promise.reject(
        new NothingToNameError([
          { status: 'no_text' },
          { status: 'not_loaded', reason: 'the value is not a valid URL' },
        ]),
      ),
    );
    const error = await refused(run(engine, { text: '', images: ['good', ' ', 'bad'] }, fakeLoader().loadImage));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_image' });
    expect(error.message).toMatch(/^Nothing to name from: event\.text is empty and no text could be read/);
    expect(error.message).toContain(
      '(event.images[0]: no text could be read from it; event.images[2]: the value is not a valid URL)',
    );
  });

  it('passes on what the engine answers when the images could not be read (OCR busy: 503)', async () => {
    const busy = new ApiError('overloaded', 'OCR is busy; retry shortly.', { retryAfter: 2 });
    const { engine } = fakeEngine('read', () => Promise.reject(busy));
    await expect(run(engine, { images: ['good'] }, fakeLoader().loadImage)).rejects.toBe(busy);
  });

  it('with text, images are no condition for either kind of engine', async () => {
    for (const kind of ['seen', 'read'] as const) {
      const { engine } = fakeEngine(kind, () => undefined);
      const { loadImage, loads } = fakeLoader();
      await expect(run(engine, { text: 'Pepper the frog', images: ['nope'] }, loadImage)).resolves.toMatchObject({
        body: { name: 'Pepper' },
      });
      expect(loads).toEqual([]);
    }
  });
});
