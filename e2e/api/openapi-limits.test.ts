import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACTS } from '../../lib/operations/contracts';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';

const KEY = 'openapi-limits-key-0123456789';
const IMAGE_MAX_BYTES = 2_000_000;
/** A PNG-typed data URL whose data decodes to exactly `bytes` bytes. */
const dataUrl = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes, 7).toString('base64')}`;
let app: RunningApp;

beforeAll(async () => {
  app = await startApp({
    API_KEYS: JSON.stringify([{ key: KEY, user: 'limits' }]),
    OCR_MAX_IMAGES: '3',
    IMAGE_MAX_BYTES: String(IMAGE_MAX_BYTES),
  });
});
afterAll(async () => app?.stop());

describe('the served document states the limits this server enforces', () => {
  it('documents OCR_MAX_IMAGES=3 and refuses a fourth image', async () => {
    const document = await (await fetch(`${app.url}/openapi.json`)).json();
    const images = document.components.schemas.OcrRequest.properties.images;
    expect(images.maxItems).toBe(3);
    expect(images.description).toMatch(/^1 to 3 image URLs/);

    const four = await post(app, '/private/ocr', { images: ['a', 'b', 'c', 'd'] }, bearer(KEY));
    expect(four.status).toBe(400);
    expect(four.body.error.message).toMatch(/images: must hold at most 3 images/);
  });

  it('documents IMAGE_MAX_BYTES for an event’s data URLs, and refuses one a byte over it', async () => {
    const document = await (await fetch(`${app.url}/openapi.json`)).json();
    for (const request of ['AiNameRequest', 'PastCoinSearchRequest']) {
      const images = document.components.schemas[request].properties.event.properties.images;
      expect(images.items.description, request).toContain('of at most 1.9 MB once decoded');
    }
    const event = (bytes: number) => ({ event: { text: 'Pepper the frog', images: [dataUrl(bytes)] } });
    const over = await post(app, '/private/ai_name', event(IMAGE_MAX_BYTES + 1), bearer(KEY));
    expect(over.status).toBe(400);
    expect(over.body.error.message).toContain(
      `event.images[0]: the image in a data URL must be at most 1.9 MB (${IMAGE_MAX_BYTES} bytes) once decoded`,
    );
    const search = await post(app, '/private/past_coin_search', event(IMAGE_MAX_BYTES + 1), bearer(KEY));
    expect(search.status).toBe(400);
    expect(search.body.error.message).toContain('event.images[0]: the image in a data URL must be at most 1.9 MB');
    // Within it the entry is taken; its bytes are no picture, which beside a text is no error.
    const within = await post(app, '/private/ai_name', event(IMAGE_MAX_BYTES), bearer(KEY));
    expect(within.status, JSON.stringify(within.body)).toBe(200);
  });

  it('lists the same operations as the contract, one path each', async () => {
    const document = await (await fetch(`${app.url}/openapi.json`)).json();
    expect(Object.keys(document.paths)).toEqual(Object.values(CONTRACTS).map((contract) => contract.path));
  });
});
