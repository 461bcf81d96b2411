import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderTypes, GENERATED_FILE } from '../../clients/typescript/scripts/render-types';
import {
  AuthError,
  createInferenceClient,
  dataUrlBytes,
  imageInput,
  InvalidRequestError,
  NetworkError,
  type InferenceClient,
} from '../../clients/typescript/src/index';
import { startApp, type RunningApp } from '../../test-support/app';
import { startImageServer, type ImageServer } from '../../test-support/image-server';
import { ASTRONAUT, TALL_RECEIPT } from '../../test-support/fixtures/receipts';
import { freePort } from '../../test-support/ports';

const WRITER = 'client-writer-0123456789abcdef';
const READER = 'client-reader-0123456789abcdef';
const API_KEYS = JSON.stringify([
  { key: WRITER, user: 'client-writer', imageEdit: true, pastCoinWrite: true },
  { key: READER, user: 'client-reader' },
]);

let app: RunningApp;
let images: ImageServer;
let folder: string;
let writer: InferenceClient;
let reader: InferenceClient;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'client-api-'));
  images = await startImageServer();
  images.serve('/astronaut.jpg', readFileSync(ASTRONAUT), 'image/jpeg');
  app = await startApp({
    API_KEYS,
    RATE_LIMIT_RPM: '1000',
    IMAGE_FETCH_ALLOW_PRIVATE: 'true',
    PAST_COINS_DB: path.join(folder, 'coins.sqlite'),
  });
  writer = createInferenceClient({ baseUrl: app.url, apiKey: WRITER });
  reader = createInferenceClient({ baseUrl: app.url, apiKey: READER });
});
afterAll(async () => {
  await app?.stop();
  await images?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the typed client against the built app, every operation', () => {
  it('editImage: one 512x512 JPEG, the request id sent surfaced', async () => {
    const result = await writer.editImage({
      requestId: 'client-edit-1',
      prompt: 'caption "Hello"',
      images: [await imageInput(ASTRONAUT)],
    });
    expect(result.requestId).toBe('client-edit-1');
    expect(result.data.requestId).toBe('client-edit-1');
    expect(await sharp(dataUrlBytes(result.data.images[0]!)).metadata()).toMatchObject({
      format: 'jpeg',
      width: 512,
      height: 512,
    });
    expect(result.rateLimit?.limit).toBeGreaterThan(0);
  });

  it('extractImageText: reads a receipt from a file', async () => {
    const result = await reader.extractImageText({ images: [await imageInput(TALL_RECEIPT)] });
    expect(result.data.results[0]!.imageIndex).toBe(0);
    expect(result.data.results[0]!.text.toLowerCase()).toContain('restoran');
    expect(result.requestId).toBe(result.data.requestId);
    expect(result.engine).toBeTruthy();
  });

  it('aiName: a name and ticker; the request id comes from the header, the body has none', async () => {
    const result = await reader.aiName({
      requestId: 'client-name-1',
      event: { text: 'A frog named Pepper runs the house' },
    });
    expect(result.data.ticker).toMatch(/^[A-Z0-9]{2,10}$/);
    expect(result.data.name.length).toBeGreaterThan(0);
    expect(result.requestId).toBe('client-name-1');
  });

  it('cropImages: the requested aspect from an image URL', async () => {
    const result = await reader.cropImages({
      images: [`${images.url}/astronaut.jpg`],
      crops: [{ aspect: '3:1', width: 300 }],
    });
    const crop = result.data.results[0]!.crops[0]!;
    expect(crop.aspect).toBe('3:1');
    expect(await sharp(dataUrlBytes(crop.image)).metadata()).toMatchObject({ width: 300, height: 100 });
  });

  it('recordPastCoins then searchPastCoins finds the coin recorded', async () => {
    const recorded = await writer.recordPastCoins({
      coins: [{ address: 'client-coin-1', name: 'Typed Walrus', ticker: 'TWAL', marketCap: 42 }],
    });
    expect(recorded.data.recorded).toBe(1);
    const found = await reader.searchPastCoins({ query: '$TWAL', limit: 1 });
    expect(found.data.results[0]).toMatchObject({ address: 'client-coin-1', name: 'Typed Walrus', score: 1 });
  });
});

describe('typed errors from the built app', () => {
  it('400 invalid_message is an InvalidRequestError naming the field, carrying the request id', async () => {
    const error = await reader
      .aiName({ requestId: 'client-bad-1', event: { text: ' ' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_message', requestId: 'client-bad-1' });
  });

  it('400 invalid_image is an InvalidRequestError', async () => {
    const error = await reader
      .extractImageText({ images: [`${images.url}/missing.jpg`] })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_image' });
  });

  it('401 unauthorized and the two 403s are AuthErrors', async () => {
    const stranger = createInferenceClient({ baseUrl: app.url, apiKey: 'not-a-key-0123456789abcdef' });
    const errors = await Promise.all([
      stranger.aiName({ event: { text: 'x' } }).catch((caught: unknown) => caught),
      reader.editImage({ prompt: 'x' }).catch((caught: unknown) => caught),
      reader.recordPastCoins({ coins: [{ address: 'a', name: 'b', ticker: 'c' }] }).catch((caught: unknown) => caught),
    ]);
    for (const error of errors) expect(error).toBeInstanceOf(AuthError);
    expect(errors).toMatchObject([
      { status: 401, kind: 'unauthorized', code: 'unauthorized' },
      { status: 403, kind: 'forbidden', code: 'image_edit_not_enabled' },
      { status: 403, kind: 'forbidden', code: 'past_coin_write_not_enabled' },
    ]);
  });

  it('a closed port is a NetworkError', async () => {
    const nowhere = createInferenceClient({ baseUrl: `http://127.0.0.1:${await freePort()}`, apiKey: READER });
    await expect(nowhere.aiName({ event: { text: 'x' } })).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('drift', () => {
  it('the generated types are what openapi-typescript makes of the served /openapi.json', async () => {
    const served = (await (await fetch(`${app.url}/openapi.json`)).json()) as object;
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(await renderTypes(served));
  });
});
