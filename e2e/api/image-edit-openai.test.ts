import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';
import { startMockOpenAi, type MockOpenAi } from '../../test-support/mock-openai-images';

const KEY = 'openai-key-0123456789abcdef';
const API_KEYS = JSON.stringify([{ key: KEY, user: 'editor', imageEdit: true }]);

let app: RunningApp;
let mock: MockOpenAi;

beforeAll(async () => {
  mock = await startMockOpenAi();
  app = await startApp({
    API_KEYS,
    RATE_LIMIT_RPM: '1000',
    IMAGE_EDIT_RPM: '1000',
    OPENAI_API_KEY: 'sk-mock-key',
    OPENAI_BASE_URL: mock.baseURL,
    IMAGE_EDIT_MODEL: 'gpt-image-test',
    IMAGE_EDIT_CONCURRENCY: '1',
    IMAGE_EDIT_QUEUE: '0',
    IMAGE_EDIT_TIMEOUT_MS: '2000',
    IMAGE_EDIT_RETRIES: '1',
  });
});

afterAll(async () => {
  await Promise.all([app?.stop(), mock?.close()]);
});

const edit = (body: unknown) => post(app, '/private/image_edit', body, bearer(KEY));

describe('POST /private/image_edit with the OpenAI editor (IMAGE_EDIT_ENGINE=auto, OPENAI_API_KEY set)', () => {
  it('200: sends the fitted canvases and answers the model image as a 512x512 baseline JPEG', async () => {
    const wide = await sharp({ create: { width: 600, height: 200, channels: 3, background: '#804020' } })
      .png()
      .toBuffer();
    const before = mock.received.length;
    const response = await edit({
      prompt: 'make it autumn',
      images: [`data:image/png;base64,${wide.toString('base64')}`],
    });
    expect(response.status, response.text.slice(0, 200)).toBe(200);
    expect(response.headers.get('x-engine')).toBe('openai');
    const jpeg = Buffer.from(response.body.images[0].replace(/^data:image\/jpeg;base64,/, ''), 'base64');
    expect(await sharp(jpeg).metadata()).toMatchObject({
      format: 'jpeg',
      width: 512,
      height: 512,
      isProgressive: false,
    });
    const { data } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    const centre = (256 * 512 + 256) * 3;
    const { r, g, b } = mock.answerColour;
    expect(
      [data[centre]! - r, data[centre + 1]! - g, data[centre + 2]! - b].every((delta) => Math.abs(delta) < 8),
    ).toBe(true);

    const sent = mock.received[before]!;
    expect(sent).toMatchObject({
      model: 'gpt-image-test',
      prompt: 'make it autumn',
      authorization: 'Bearer sk-mock-key',
    });
    expect(sent.images).toEqual([expect.objectContaining({ width: 512, height: 512, format: 'png' })]);
  });

  it('sends one blank white canvas when there are no images', async () => {
    const before = mock.received.length;
    expect((await edit({ prompt: 'a lighthouse' })).status).toBe(200);
    expect(mock.received[before]!.images).toHaveLength(1);
  });

  it('503 image_edit_busy with Retry-After when every slot is taken and the queue is full', async () => {
    const before = mock.arrived;
    const slow = edit({ prompt: 'SLOW please' });
    // The only slot is taken once the model has the first request (it then answers after 0.8 s).
    while (mock.arrived === before) await new Promise((resolve) => setTimeout(resolve, 10));
    const turnedAway = await edit({ prompt: 'me too' });
    expect(turnedAway.status).toBe(503);
    expect(turnedAway.body.error.code).toBe('image_edit_busy');
    expect(Number(turnedAway.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await slow).status).toBe(200);
  });

  it('503 before the body is read when slots and queue are already full (a bad body gets no 400 then)', async () => {
    const before = mock.arrived;
    const slow = edit({ prompt: 'SLOW please' });
    while (mock.arrived === before) await new Promise((resolve) => setTimeout(resolve, 10));
    const turnedAway = await edit('{this is not json');
    expect(turnedAway.status).toBe(503);
    expect(turnedAway.body.error.code).toBe('image_edit_busy');
    expect((await slow).status).toBe(200);
    // With a free slot the same body is read, and refused for what it is.
    expect((await edit('{this is not json')).body.error.code).toBe('invalid_message');
  });

  it('502 image_edit_failed when the model refuses or answers no usable image', async () => {
    for (const prompt of ['REFUSE this', 'GARBAGE out']) {
      const response = await edit({ prompt });
      expect(response.status, prompt).toBe(502);
      expect(response.body.error.code).toBe('image_edit_failed');
      expect(response.text).not.toMatch(/safety system|sk-mock-key/);
    }
  });

  it('503 image_edit_unavailable with Retry-After on upstream 500s and on a hang (after one bounded retry)', async () => {
    for (const prompt of ['FAIL500', 'HANG']) {
      const before = mock.arrived;
      const started = Date.now();
      const response = await edit({ prompt });
      expect(response.status, prompt).toBe(503);
      expect(response.body.error.code).toBe('image_edit_unavailable');
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(mock.arrived - before, prompt).toBe(2);
      expect(Date.now() - started).toBeLessThan(7_000);
    }
  });

  it('opens the circuit after repeated failures: 503 without calling the model', async () => {
    let shortCircuited = false;
    for (let attempt = 0; attempt < 8 && !shortCircuited; attempt += 1) {
      const before = mock.arrived;
      const response = await edit({ prompt: 'FAIL500 again' });
      expect(response.status).toBe(503);
      expect(response.body.error.code).toBe('image_edit_unavailable');
      shortCircuited = mock.arrived === before;
    }
    expect(shortCircuited).toBe(true);
  });
});
