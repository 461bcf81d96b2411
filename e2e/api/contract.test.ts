import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';
import { contractChecker } from '../../test-support/contract';

const KEY = 'contract-key-0123456789abcd';
const LIMITED = 'contract-limited-key-012345';
let app: RunningApp;
let check: Awaited<ReturnType<typeof contractChecker>>;

beforeAll(async () => {
  app = await startApp({
    API_KEYS: JSON.stringify([
      { key: KEY, user: 'contract', imageEdit: true },
      { key: LIMITED, user: 'contract-limited' },
    ]),
    RATE_LIMIT_RPM: '3',
    IMAGE_EDIT_RPM: '10',
  });
  check = await contractChecker(app.url);
});
afterAll(async () => app?.stop());

describe('recorded responses match the served OpenAPI document', () => {
  it('serves an OpenAPI 3.1 document with the operations', async () => {
    const document = await (await fetch(`${app.url}/openapi.json`)).json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/private/ai_name', '/private/image_edit']));
  });

  it('ai_name: 200, 400, 401 and 429 bodies and headers fit the document', async () => {
    const recorded = [
      await post(app, '/private/ai_name', { event: { text: 'The Frog King has arrived $FROG' } }, bearer(KEY)),
      await post(app, '/private/ai_name', { event: { text: 3 } }, bearer(KEY)),
      await post(app, '/private/ai_name', { event: { text: 'x' } }, {}),
      await post(app, '/private/ai_name', { event: { text: 'x' } }, bearer(KEY)),
      await post(app, '/private/ai_name', { event: { text: 'x' } }, bearer(KEY)),
    ];
    expect(recorded.map((r) => r.status)).toEqual([200, 400, 401, 200, 429]);
    for (const response of recorded) expect(check('/private/ai_name', response)).toEqual([]);
  });

  it('image_edit: 200, 400 and 403 fit the document', async () => {
    const recorded = [
      await post(app, '/private/image_edit', { prompt: 'Hello contract' }, bearer(KEY)),
      await post(app, '/private/image_edit', { prompt: 'x', images: ['ftp://example.com/a.png'] }, bearer(KEY)),
    ];
    expect(recorded.map((r) => r.status)).toEqual([200, 400]);
    for (const response of recorded) expect(check('/private/image_edit', response)).toEqual([]);
    const forbidden = await post(app, '/private/image_edit', { prompt: 'hello' }, bearer(LIMITED));
    expect(forbidden.status).toBe(403);
    expect(check('/private/image_edit', forbidden)).toEqual([]);
  });

  it('ocr: 200 and 400 fit the document', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({
      create: { width: 480, height: 120, channels: 3, background: '#ffffff' },
    })
      .composite([{ input: { text: { text: 'Contract 42', font: 'DejaVu Sans 36', rgba: true } }, top: 30, left: 30 }])
      .png()
      .toBuffer();
    const recorded = [
      await post(
        app,
        '/private/ocr',
        { images: ['', `data:image/png;base64,${png.toString('base64')}`] },
        bearer(LIMITED),
      ),
      await post(app, '/private/ocr', { images: [''] }, bearer(LIMITED)),
    ];
    expect(recorded.map((r) => r.status)).toEqual([200, 400]);
    expect(recorded[0]!.body.results[0].imageIndex).toBe(1);
    for (const response of recorded) expect(check('/private/ocr', response)).toEqual([]);
  });

  it('a response outside the contract is caught (the checker can fail)', () => {
    const headers = new Headers({
      'x-request-id': 'r',
      'ratelimit-limit': '1',
      'ratelimit-remaining': '0',
      'ratelimit-reset': '1',
    });
    expect(check('/private/ai_name', { status: 200, headers, body: { name: 'Frog', ticker: '$frog' } })).not.toEqual(
      [],
    );
    expect(
      check('/private/ai_name', { status: 200, headers, body: { name: 'Frog', ticker: 'FROG', requestId: 'r' } }),
    ).not.toEqual([]);
    expect(check('/private/ai_name', { status: 418, headers, body: {} })).not.toEqual([]);
  });
});
