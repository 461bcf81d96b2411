import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';
import { startImageServer, type ImageServer } from '../../test-support/image-server';
import { LOOPBACK_URL_FORMS } from '../../test-support/ssrf-targets';

const KEY = 'loader-key-0123456789abcdef';
const API_KEYS = JSON.stringify([{ key: KEY, user: 'loader', imageEdit: true }]);
const MAX_BYTES = 300_000;

let open: RunningApp;
let defaults: RunningApp;
let host: ImageServer;
let png: Buffer;

beforeAll(async () => {
  host = await startImageServer();
  png = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#10c040' } })
    .png()
    .toBuffer();
  host.serve('/ok.png', png);
  host.serve('/jpeg-as-text', await sharp(png).jpeg().toBuffer(), 'text/plain');
  host.serve('/page.png', Buffer.from('<!doctype html><p>definitely not an image</p>'), 'image/png');
  host.serve('/huge.png', Buffer.concat([png, Buffer.alloc(MAX_BYTES)]));
  host.route('/huge-chunked', (_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png' });
    response.write(png);
    response.end(Buffer.alloc(MAX_BYTES * 2));
  });
  host.drip('/drip.png', Buffer.concat([png, Buffer.alloc(2048)]), 100);
  host.redirect('/moved', '/hop', 301);
  host.redirect('/hop', '/ok.png', 302);
  host.redirect('/loop', '/loop');
  host.redirect('/to-metadata', 'http://169.254.169.254/latest/meta-data/iam/');
  host.redirect('/to-hex', `http://0x7f.0.0.1:${host.port}/ok.png`);
  const bomb = Buffer.from(png);
  bomb.writeUInt32BE(50_000, 16);
  bomb.writeUInt32BE(50_000, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
  host.serve('/bomb.png', bomb);

  const env = { API_KEYS, RATE_LIMIT_RPM: '1000', IMAGE_EDIT_RPM: '1000' };
  [open, defaults] = await Promise.all([
    startApp({
      ...env,
      IMAGE_FETCH_ALLOW_PRIVATE: 'true',
      IMAGE_FETCH_TIMEOUT_MS: '1000',
      IMAGE_MAX_BYTES: String(MAX_BYTES),
      IMAGE_MAX_PIXELS: '1000000',
    }),
    startApp(env),
  ]);
});

afterAll(async () => {
  await Promise.all([open?.stop(), defaults?.stop(), host?.close()]);
});

const editWith = (app: RunningApp, images: string[]) =>
  post(app, '/private/image_edit', { prompt: 'as is', images }, bearer(KEY));

async function expectInvalidImage(app: RunningApp, url: string, reason: RegExp) {
  const response = await editWith(app, [url]);
  expect(response.status, `${url}: ${response.text.slice(0, 200)}`).toBe(400);
  expect(response.body.error.code).toBe('invalid_image');
  expect(response.body.error.message).toMatch(reason);
  expect(response.body.error.message).toMatch(/Send a public http\(s\) image URL or a base64 image data URL/);
}

describe('the image loader against a local HTTP server (private addresses allowed for the test)', () => {
  it('fetches an image, whatever its Content-Type says', async () => {
    for (const path of ['/ok.png', '/jpeg-as-text']) {
      const response = await editWith(open, [`${host.url}${path}`]);
      expect(response.status, path).toBe(200);
      expect(response.body.images[0]).toMatch(/^data:image\/jpeg;base64,/);
    }
  });

  it('follows redirects, a bounded number of them', async () => {
    expect((await editWith(open, [`${host.url}/moved`])).status).toBe(200);
    await expectInvalidImage(open, `${host.url}/loop`, /redirected more than 5 times/);
  });

  it('times out a slow drip', async () => {
    // Each chunk comes in time; only the deadline on the whole load can stop it.
    await expectInvalidImage(open, `${host.url}/drip.png`, /took longer than 1 s/);
  });

  it('refuses oversized bodies, announced or not', async () => {
    await expectInvalidImage(open, `${host.url}/huge.png`, /larger than/);
    await expectInvalidImage(open, `${host.url}/huge-chunked`, /larger than/);
  });

  it('refuses content that is not an image, and error statuses', async () => {
    await expectInvalidImage(open, `${host.url}/page.png`, /not a JPEG, PNG, WebP, GIF or AVIF image/);
    await expectInvalidImage(open, `${host.url}/nothing-here.png`, /HTTP 404/);
  });

  it('refuses a decompression bomb (huge pixel count in a small file)', async () => {
    await expectInvalidImage(open, `${host.url}/bomb.png`, /more than 1,000,000 pixels/);
  });

  it('still refuses numeric host notations and metadata addresses, even via a redirect', async () => {
    const before = host.hits.length;
    await expectInvalidImage(open, `${host.url}/to-hex`, /numeric notation/);
    expect(host.hits.slice(before)).toEqual(['GET /to-hex']);
  });
});

describe('the default address policy (IMAGE_FETCH_ALLOW_PRIVATE unset)', () => {
  it.each([
    ...LOOPBACK_URL_FORMS,
    'http://127.1:PORT/ok.png',
    'http://10.0.0.1/a.png',
    'http://172.16.0.1/a.png',
    'http://192.168.1.1/a.png',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/a.png',
    'http://224.0.0.1/a.png',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://[fe80::1]/a.png',
    'http://[64:ff9b::7f00:1]/a.png',
  ])('refuses %s without reaching the host', async (template) => {
    const before = host.hits.length;
    await expectInvalidImage(defaults, template.replace('PORT', String(host.port)), /public address|numeric notation/);
    expect(host.hits.length).toBe(before);
  });

  it('is on by default: the same local image that the test setting allows is refused', async () => {
    expect((await editWith(open, [`${host.url}/ok.png`])).status).toBe(200);
    const before = host.hits.length;
    await expectInvalidImage(defaults, `${host.url}/ok.png`, /does not point to a public address/);
    await expectInvalidImage(defaults, `${host.url}/moved`, /does not point to a public address/);
    expect(host.hits.length).toBe(before);
  });
});
