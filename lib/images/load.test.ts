import { crc32, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImageServer, type ImageServer } from '../../test-support/image-server';
import { createImageLoader, type LoaderSettings } from './load';
import { isImageError } from './invalid';
import { LOOPBACK_URL_FORMS } from '../../test-support/ssrf-targets';

const LIMITS = { maxBytes: 200_000, maxPixels: 1_000_000, timeoutMs: 1_500 };
let server: ImageServer;
let png: Buffer;

/** Reaches only the test server's own address: everything else keeps the default policy. */
const onlyTestServer = (address: string) => address === '127.0.0.1';

/** The same PNG with its IHDR claiming another size (CRC fixed): a tiny file declaring a huge canvas. */
function pngDeclaring(source: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(source);
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  return copy;
}

async function failure(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return { code: isImageError(error) ? 'invalid_image' : String(error), message: (error as Error).message };
  }
  throw new Error('expected the load to fail');
}

beforeAll(async () => {
  server = await startImageServer();
  png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  server.serve('/ok.png', png);
  server.serve('/html.png', Buffer.from('<html><body>not an image</body></html>'), 'image/png');
  server.serve('/big.png', Buffer.concat([png, Buffer.alloc(LIMITS.maxBytes)]));
  server.route('/big-unannounced', (_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png' });
    const chunk = Buffer.alloc(64 * 1024);
    let sent = 0;
    const pump = () => {
      while (sent < 100 * 1024 * 1024 && !response.destroyed) {
        sent += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', pump);
      }
      response.end();
    };
    pump();
  });
  server.route('/gzip-bomb', (_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png', 'content-encoding': 'gzip' });
    response.end(gzipSync(Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)])));
  });
  server.drip('/drip.png', Buffer.concat([png, Buffer.alloc(4096)]), 100);
  server.route('/hang', () => undefined);
  server.redirect('/hop1', '/hop2', 301);
  server.redirect('/hop2', '/ok.png', 307);
  server.redirect('/loop', '/loop');
  server.redirect('/to-metadata', 'http://169.254.169.254/latest/meta-data/');
  server.redirect('/to-other-loopback', `http://127.0.0.2:${server.port}/ok.png`);
  server.redirect('/to-decimal', `http://2130706433:${server.port}/ok.png`);
  server.redirect('/to-file', 'file:///etc/passwd');
});

afterAll(() => server.close());

describe('loading from a local HTTP server', () => {
  const load = createImageLoader({ ...LIMITS, isAllowedAddress: onlyTestServer });

  it('fetches an image and reads its size from the bytes', async () => {
    const image = await load(`${server.url}/ok.png`);
    expect(image).toMatchObject({ format: 'png', width: 30, height: 20 });
    expect(image.bytes.equals(png)).toBe(true);
  });

  it('follows a bounded number of redirects', async () => {
    expect((await load(`${server.url}/hop1`)).format).toBe('png');
    const looped = await failure(load(`${server.url}/loop`));
    expect(looped.code).toBe('invalid_image');
    expect(looped.message).toMatch(/redirected more than 5 times/);
    expect(server.hits.filter((hit) => hit === 'GET /loop')).toHaveLength(6);
  });

  it('re-checks every redirect hop against the address policy', async () => {
    for (const path of ['/to-metadata', '/to-other-loopback', '/to-decimal', '/to-file']) {
      const before = server.hits.length;
      const result = await failure(load(`${server.url}${path}`));
      expect(result.code, path).toBe('invalid_image');
      expect(server.hits.slice(before), path).toEqual([`GET ${path}`]);
    }
  });

  it('times out a slow drip as a whole, not per chunk', async () => {
    // Every chunk comes well within the time-out: only a deadline on the whole load can fire.
    const result = await failure(load(`${server.url}/drip.png`));
    expect(result.message).toMatch(/longer than 1.5 s/);
    const hung = await failure(load(`${server.url}/hang`));
    expect(hung.message).toMatch(/longer than 1.5 s/);
  });

  it('refuses bodies over the byte cap, announced or not, and counts decoded bytes', async () => {
    expect((await failure(load(`${server.url}/big.png`))).message).toMatch(/larger than 195.3 KB/);
    expect((await failure(load(`${server.url}/big-unannounced`))).message).toMatch(/larger than/);
    expect((await failure(load(`${server.url}/gzip-bomb`))).message).toMatch(/larger than/);
  });

  it('identifies the format from the bytes, not the Content-Type', async () => {
    expect((await failure(load(`${server.url}/html.png`))).message).toMatch(/not a JPEG, PNG, WebP, GIF or AVIF/);
    expect((await failure(load(`${server.url}/missing.png`))).message).toMatch(/HTTP 404/);
  });

  it('refuses a decompression bomb by its declared pixel count without decoding it', async () => {
    const bomb = pngDeclaring(png, 20_000, 20_000);
    expect(bomb.length).toBeLessThan(1_000);
    server.serve('/bomb.png', bomb);
    const load = createImageLoader({ ...LIMITS, maxBytes: 10_000_000, isAllowedAddress: onlyTestServer });
    // The file holds no pixel data at all: a decode would fail as damaged, so the pixel-count refusal
    // can only come from reading the header.
    expect((await failure(load(`${server.url}/bomb.png`))).message).toMatch(/more than 1,000,000 pixels/);
  });

  it('connects to the address it resolved and checked, keeping the Host header', async () => {
    let lookups = 0;
    const load = createImageLoader({
      ...LIMITS,
      isAllowedAddress: onlyTestServer,
      lookup: async () => {
        lookups += 1;
        // A rebinding resolver: the first answer passes the check, later ones would not.
        return [{ address: lookups === 1 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
      },
    });
    await load(`http://images.test:${server.port}/ok.png`);
    expect(lookups).toBe(1);
    expect(server.hosts[server.hosts.length - 1]).toBe(`images.test:${server.port}`);
  });
});

describe('the default address policy', () => {
  const defaults: LoaderSettings = { ...LIMITS };
  const fakeDns: Record<string, string[]> = {
    'internal.test': ['10.0.0.7'],
    'metadata.google.internal': ['169.254.169.254'],
    'mixed.test': ['93.184.216.34', '127.0.0.1'],
    'v6loop.test': ['::1'],
    'mapped.test': ['::ffff:127.0.0.1'],
  };
  const load = createImageLoader({
    ...defaults,
    lookup: async (host) =>
      (fakeDns[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
  });

  it.each([
    ...LOOPBACK_URL_FORMS,
    'http://0x7f.0.0.1:PORT/ok.png',
    'http://127.1:PORT/ok.png',
    'http://127%2E0%2E0%2E1:PORT/ok.png',
    'http://10.0.0.1/a.png',
    'http://172.16.5.4/a.png',
    'http://192.168.0.1/a.png',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/a.png',
    'http://224.0.0.1/a.png',
    'http://168.63.129.16/a.png',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://[fe80::1]/a.png',
    'http://[fc00::1]/a.png',
    'http://[ff02::1]/a.png',
    'http://internal.test/a.png',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://mixed.test:PORT/ok.png',
    'http://v6loop.test:PORT/ok.png',
    'http://mapped.test:PORT/ok.png',
    'http://user:password@example.test/a.png',
    'ftp://example.com/a.png',
    'file:///etc/passwd',
    'gopher://127.0.0.1:PORT/',
    'javascript:alert(1)',
    '/relative/path.png',
    'data:image/svg+xml,<svg/>',
  ])('refuses %s without reaching the local server', async (template) => {
    const url = template.replace('PORT', String(server.port));
    const before = server.hits.length;
    expect((await failure(load(url))).code).toBe('invalid_image');
    expect(server.hits.length).toBe(before);
  });

  it('is what the loader uses unless private addresses are explicitly allowed', async () => {
    const allowed = createImageLoader({ ...LIMITS, allowPrivate: true });
    expect((await allowed(`${server.url}/ok.png`)).format).toBe('png');
    expect((await failure(createImageLoader(defaults)(`${server.url}/ok.png`))).message).toMatch(
      /not point to a public address/,
    );
  });
});
