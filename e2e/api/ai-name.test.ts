import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, startApp, type RunningApp, untilReady } from '../../test-support/app';
import { startImageServer, type ImageServer } from '../../test-support/image-server';
import { cjkCaptionDataUrl, imageDataUrl, paddedPng, postScreenshot } from '../../test-support/text-image';

const KEY = 'naming-test-key-0123456789';
const ROUTE = '/private/ai_name';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let app: RunningApp;
let images: ImageServer;

beforeAll(async () => {
  images = await startImageServer();
  app = await startApp({
    API_KEYS: JSON.stringify([{ id: 'naming', key: KEY, user: 'namer' }]),
    RATE_LIMIT_RPM: '1000',
    // The image host below is on this machine.
    IMAGE_FETCH_ALLOW_PRIVATE: 'true',
  });
});
afterAll(async () => {
  await app?.stop();
  await images?.close();
});

function expectErrorShape(result: { body: any; headers: Headers }, code: string) {
  expect(Object.keys(result.body).sort()).toEqual(['error', 'requestId']);
  expect(Object.keys(result.body.error).sort()).toEqual(['code', 'message']);
  expect(result.body.error.code).toBe(code);
  expect(typeof result.body.error.message).toBe('string');
  expect(result.body.error.message.length).toBeGreaterThan(0);
  expect(result.headers.get('x-request-id')).toBe(result.body.requestId);
}

describe('POST /private/ai_name: success', () => {
  it('answers exactly { name, ticker } within the rules, with a generated request id header', async () => {
    const result = await post(
      app,
      ROUTE,
      { event: { id: '1', text: 'Just adopted a tiny frog named Pepper and he rules the house' } },
      bearer(KEY),
    );
    expect(result.status).toBe(200);
    expect(Object.keys(result.body).sort()).toEqual(['name', 'ticker']);
    expect(result.body.ticker).toMatch(/^[A-Z0-9]{2,10}$/);
    expect([...result.body.name].length).toBeGreaterThanOrEqual(1);
    expect([...result.body.name].length).toBeLessThanOrEqual(32);
    expect(result.body.name).toBe(result.body.name.trim());
    expect(result.headers.get('x-request-id')).toMatch(UUID_V4);
    expect(result.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('echoes a supplied requestId in the header only', async () => {
    const result = await post(
      app,
      ROUTE,
      { requestId: 'trace-42', event: { text: 'Moon mission $ROCKET' } },
      bearer(KEY),
    );
    expect(result.status).toBe(200);
    expect(result.headers.get('x-request-id')).toBe('trace-42');
    expect(result.body.requestId).toBeUndefined();
  });

  it('is deterministic for the same event', async () => {
    const event = { text: 'The Golden Retriever Club just crowned Sir Barkley king of the park' };
    const [a, b] = await Promise.all([
      post(app, ROUTE, { event }, bearer(KEY)),
      post(app, ROUTE, { event }, bearer(KEY)),
    ]);
    expect(a.body).toEqual(b.body);
  });

  it('ignores unknown fields inside the event', async () => {
    const result = await post(
      app,
      ROUTE,
      { event: { text: 'Cats in space', likes: 5, author: { handle: 'x' } } },
      bearer(KEY),
    );
    expect(result.status).toBe(200);
  });

  it('names a post that says nothing from the text of its image (read by the OCR engine)', async () => {
    const image = await imageDataUrl('PEPPER FROG');
    await untilReady(app);
    const result = await post(app, ROUTE, { event: { text: '👀', images: [image] } }, bearer(KEY));
    expect(result.status).toBe(200);
    expect(`${result.body.name} ${result.body.ticker}`.toUpperCase()).toMatch(/PEPPER|FROG/);
  });

  it('names a post whose only picture is a Chinese caption from that caption', async () => {
    const image = await cjkCaptionDataUrl('青蛙跳上了月球');
    await untilReady(app);
    const result = await post(app, ROUTE, { event: { text: '', images: [image] } }, bearer(KEY));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ name: expect.stringContaining('青蛙'), ticker: 'FROG' });
  });

  it('names a post without text from the text of its image, skipping images that do not load', async () => {
    await untilReady(app);
    const result = await post(
      app,
      ROUTE,
      { event: { text: '', images: ['not a url at all', '', await imageDataUrl('SHERIFF PICKLES')] } },
      bearer(KEY),
    );
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(`${result.body.name} ${result.body.ticker}`.toUpperCase()).toMatch(/SHERIFF|PICKLES/);
  });
});

describe('POST /private/ai_name: a picture of the post, as a data URL', () => {
  const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
  const asDataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
  let screenshot: Buffer;
  beforeAll(async () => {
    screenshot = await postScreenshot(['Just adopted a frog named Pepper,', 'he is the boss now $PEPPER']);
  });

  it('names a screenshot of a post with no event text from the text in it', async () => {
    const image = asDataUrl(screenshot);
    expect(image.length).toBeGreaterThan(10_000);
    await untilReady(app);
    const result = await post(app, ROUTE, { event: { images: [image] } }, bearer(KEY));
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(`${result.body.name} ${result.body.ticker}`.toUpperCase()).toMatch(/PEPPER/);
  });

  it('takes a data URL holding an image of exactly the byte limit, and names from its text', async () => {
    const image = asDataUrl(paddedPng(screenshot, IMAGE_MAX_BYTES));
    await untilReady(app);
    const result = await post(app, ROUTE, { event: { images: [image] } }, bearer(KEY));
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(`${result.body.name} ${result.body.ticker}`.toUpperCase()).toMatch(/PEPPER/);
  });

  it('refuses a data URL a byte over the limit, naming the entry and the limit (also when there is text)', async () => {
    const image = asDataUrl(paddedPng(screenshot, IMAGE_MAX_BYTES + 1));
    const result = await post(app, ROUTE, { event: { text: 'Pepper the frog', images: [image] } }, bearer(KEY));
    expect(result.status).toBe(400);
    expectErrorShape(result, 'invalid_message');
    expect(result.body.error.message).toContain(
      'event.images[0]: the image in a data URL must be at most 10 MB (10485760 bytes) once decoded; this one is ' +
        '10485761 bytes',
    );
  });

  it('refuses an http(s) URL over 4096 characters, naming the entry and the cap', async () => {
    const url = `https://example.com/${'a'.repeat(4097 - 'https://example.com/'.length)}`;
    const result = await post(app, ROUTE, { event: { text: 'Pepper', images: [url] } }, bearer(KEY));
    expect(result.status).toBe(400);
    expectErrorShape(result, 'invalid_message');
    expect(result.body.error.message).toContain(
      'event.images[0]: an http(s) image URL must be at most 4096 characters, not 4097',
    );
  });

  it('refuses a data URL that is not an image: another type at once, image data that is none when read', async () => {
    const text = `data:text/plain;base64,${Buffer.from('Pepper the frog').toString('base64')}`;
    const typed = await post(app, ROUTE, { event: { images: [text] } }, bearer(KEY));
    expect(typed.status).toBe(400);
    expectErrorShape(typed, 'invalid_message');
    expect(typed.body.error.message).toContain(
      'event.images[0]: a data URL must be a base64 image: data:image/<type>;base64,<data>',
    );

    const notAnImage = `data:image/png;base64,${Buffer.from('Pepper the frog, not a picture').toString('base64')}`;
    await untilReady(app);
    const read = await post(app, ROUTE, { event: { images: [notAnImage] } }, bearer(KEY));
    expect(read.status).toBe(400);
    expectErrorShape(read, 'invalid_image');
    expect(read.body.error.message).toMatch(/^Nothing to name from: .*event\.images\[0\]: /);
  });
});

describe('POST /private/ai_name: nothing to name from', () => {
  it('no text and no image that loads → 400 invalid_image naming each image, not a made-up name', async () => {
    const result = await post(
      app,
      ROUTE,
      { event: { text: '  ', images: ['not a url at all', '', 'data:image/png;base64,AAAA'] } },
      bearer(KEY),
    );
    expect(result.status).toBe(400);
    expectErrorShape(result, 'invalid_image');
    expect(result.body.error.message).toMatch(/^Nothing to name from: event\.text is empty/);
    expect(result.body.error.message).toMatch(/event\.images\[0\]: .*; event\.images\[2\]: /);
    expect(result.body.error.message).not.toMatch(/event\.images\[1\]/);
  });

  it('no text and images that load but hold no text it can read → 400 naming each image and why', async () => {
    await untilReady(app);
    const result = await post(
      app,
      ROUTE,
      { event: { images: [await imageDataUrl(), 'not a url at all'] } },
      bearer(KEY),
    );
    expect(result.status).toBe(400);
    expectErrorShape(result, 'invalid_image');
    const { message } = result.body.error;
    expect(message).toMatch(/^Nothing to name from: event\.text is empty and no text could be read/);
    expect(message).toContain('event.images[0]: no text could be read from it; event.images[1]: ');
  });

  it('fetches a text-less post’s image once, to check it and read it alike', async () => {
    const blank = Buffer.from((await imageDataUrl()).split(',')[1]!, 'base64');
    images.serve('/blank.png', blank);
    await untilReady(app);
    const result = await post(app, ROUTE, { event: { images: [`${images.url}/blank.png`] } }, bearer(KEY));
    expect(result.status).toBe(400);
    expect(result.body.error.message).toContain('event.images[0]: no text could be read from it');
    expect(images.hits).toEqual(['GET /blank.png']);
  });

  it('an image that cannot load is no error when there is text to name from', async () => {
    const result = await post(
      app,
      ROUTE,
      { event: { text: 'Pepper the frog is king', images: ['not a url at all'] } },
      bearer(KEY),
    );
    expect(result.status).toBe(200);
  });
});

describe('POST /private/ai_name: invalid_message', () => {
  const cases: { name: string; body: unknown; field: RegExp }[] = [
    { name: 'not JSON', body: '{"event":', field: /not valid JSON/ },
    { name: 'an empty body', body: '', field: /empty/ },
    { name: 'a JSON array', body: '[]', field: /JSON object/ },
    { name: 'no event', body: {}, field: /event/ },
    { name: 'event null', body: { event: null }, field: /event/ },
    { name: 'event a string', body: { event: 'hello' }, field: /event/ },
    { name: 'text a number', body: { event: { text: 42 } }, field: /event\.text/ },
    { name: 'images not an array', body: { event: { text: 'hi', images: 'x' } }, field: /event\.images/ },
    { name: 'images with a number', body: { event: { text: 'hi', images: [1] } }, field: /event\.images\[0\]/ },
    {
      name: 'whitespace-only text and no images',
      body: { event: { text: '  \n ' } },
      field: /event: needs a non-empty text/,
    },
    { name: 'empty text and empty image URLs', body: { event: { text: '', images: ['', ' '] } }, field: /event/ },
    { name: 'an unknown top-level field', body: { event: { text: 'hi' }, translate: true }, field: /Unrecognized key/ },
    { name: 'requestId empty', body: { requestId: '', event: { text: 'hi' } }, field: /requestId/ },
    {
      name: 'requestId not ASCII',
      body: { requestId: 'naïve', event: { text: 'hi' } },
      field: /requestId: must be printable ASCII/,
    },
    {
      name: 'requestId with a space at an end',
      body: { requestId: ' id', event: { text: 'hi' } },
      field: /requestId: must be printable ASCII with no space/,
    },
    {
      name: 'requestId too long',
      body: { requestId: 'x'.repeat(129), event: { text: 'hi' } },
      field: /requestId: must be at most 128/,
    },
    { name: 'requestId a number', body: { requestId: 7, event: { text: 'hi' } }, field: /requestId/ },
    {
      name: 'text over 20,000 characters',
      body: { event: { text: 'a'.repeat(20_001) } },
      field: /event\.text: must be at most 20000/,
    },
  ];

  it.each(cases)('$name → 400 naming the field', async ({ body, field }) => {
    const result = await post(app, ROUTE, body, bearer(KEY));
    expect(result.status).toBe(400);
    expectErrorShape(result, 'invalid_message');
    expect(result.body.error.message).toMatch(field);
    expect(result.body.requestId).toMatch(UUID_V4);
  });

  it('keeps a valid supplied requestId when another field is invalid', async () => {
    const result = await post(app, ROUTE, { requestId: 'keep-me', event: { text: 5 } }, bearer(KEY));
    expect(result.status).toBe(400);
    expect(result.body.requestId).toBe('keep-me');
    expect(result.headers.get('x-request-id')).toBe('keep-me');
  });

  it('counts text length in code points: 20,000 emoji pass', async () => {
    const result = await post(app, ROUTE, { event: { text: '🐸'.repeat(20_000) } }, bearer(KEY));
    expect(result.status).toBe(200);
    expect(result.body.ticker).toMatch(/^[A-Z0-9]{2,10}$/);
  });

  it('refuses a body over the limit without reading it all', async () => {
    const huge = JSON.stringify({ event: { text: 'x'.repeat(26 * 1024 * 1024) } });
    const result = await post(app, ROUTE, huge, bearer(KEY));
    expect(result.status).toBe(400);
    expectErrorShape(result, 'invalid_message');
    expect(result.body.error.message).toMatch(/larger than the 25 MB limit/);
  });
});

describe('POST /private/ai_name: methods', () => {
  it.each(['GET', 'PUT', 'PATCH', 'DELETE'])('%s → 405 with Allow: POST and the error shape', async (method) => {
    const response = await fetch(`${app.url}${ROUTE}`, { method, headers: bearer(KEY) });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    const body = await response.json();
    expectErrorShape({ body, headers: response.headers }, 'invalid_message');
  });
});

describe('no internals leak', () => {
  it('never shows a stack, a path or the key in any response of this suite', async () => {
    const probes = [
      await post(app, ROUTE, '{"event":{"text":"\\ud800"}}', bearer(KEY)),
      await post(app, ROUTE, { event: { text: 'x', images: ['javascript:alert(1)'] } }, bearer(KEY)),
      await post(app, ROUTE, { event: { text: 'hi' } }, { authorization: `Bearer ${KEY}x` }),
    ];
    for (const probe of probes) {
      expect(probe.text).not.toMatch(/\/work\/|node_modules|at \w+ \(|Error:/);
      expect(probe.text).not.toContain(KEY);
    }
    expect(app.logs()).not.toContain(KEY);
  });
});
