import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACTS } from '../../lib/operations/contracts';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';

const KEY = 'openapi-limits-key-0123456789';
let app: RunningApp;

beforeAll(async () => {
  app = await startApp({ API_KEYS: JSON.stringify([{ key: KEY, user: 'limits' }]), OCR_MAX_IMAGES: '3' });
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

  it('lists the same operations as the contract, one path each', async () => {
    const document = await (await fetch(`${app.url}/openapi.json`)).json();
    expect(Object.keys(document.paths)).toEqual(Object.values(CONTRACTS).map((contract) => contract.path));
  });
});
