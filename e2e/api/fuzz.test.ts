import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES as CONTRACT_CODES } from '../../lib/operations/contracts';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';

/**
 * Property: whatever body or headers a caller sends, the answer is a contract status with a
 * contract body — never a 5xx, never a stack, never a shape outside the spec.
 */
const KEY = 'fuzz-key-0123456789abcdef';
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);
let app: RunningApp;

beforeAll(async () => {
  app = await startApp({
    API_KEYS: JSON.stringify([{ key: KEY, user: 'fuzzer', imageEdit: true }]),
    RATE_LIMIT_RPM: '1000000',
    IMAGE_EDIT_RPM: '1000000',
    LOG_LEVEL: 'warn',
  });
});
afterAll(async () => app?.stop());

const ERROR_CODES = new Set<string>(CONTRACT_CODES);

function expectContract(route: string, result: Awaited<ReturnType<typeof post>>) {
  expect(result.status, result.text).toBeLessThan(500);
  expect(result.text).not.toMatch(/node_modules|\/work\/|    at /);
  const requestId = result.headers.get('x-request-id');
  expect(requestId).toBeTruthy();
  if (result.status === 200) {
    if (route === '/private/ai_name') {
      expect(Object.keys(result.body).sort()).toEqual(['name', 'ticker']);
      expect(result.body.ticker).toMatch(/^[A-Z0-9]{2,10}$/);
      expect([...result.body.name].length).toBeLessThanOrEqual(32);
    }
    return;
  }
  expect(Object.keys(result.body).sort()).toEqual(['error', 'requestId']);
  expect(result.body.requestId).toBe(requestId);
  expect(ERROR_CODES.has(result.body.error.code)).toBe(true);
  expect(typeof result.body.error.message).toBe('string');
}

const jsonValue = fc.jsonValue({ maxDepth: 4 });
const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('', ' ', '\u0000', '\ud800', '💩'.repeat(40)),
);

const namingEvent = fc.record(
  {
    id: fc.oneof(anyString, jsonValue),
    text: fc.oneof(anyString, jsonValue, fc.string({ minLength: 1, maxLength: 500 })),
    images: fc.oneof(fc.array(anyString, { maxLength: 6 }), jsonValue),
    extra: jsonValue,
  },
  { requiredKeys: [] },
);

const namingBody = fc.oneof(
  fc.record({ event: namingEvent }, { requiredKeys: ['event'] }),
  fc.record({ requestId: fc.oneof(anyString, jsonValue), event: namingEvent }, { requiredKeys: [] }),
  fc.dictionary(fc.string(), jsonValue),
  jsonValue,
);

describe('fuzzing /private/ai_name', () => {
  it(`${RUNS} generated JSON bodies all get a contract answer`, async () => {
    await fc.assert(
      fc.asyncProperty(namingBody, async (body) => {
        expectContract('/private/ai_name', await post(app, '/private/ai_name', body, bearer(KEY)));
      }),
      { numRuns: RUNS, seed: 20261121 },
    );
  });

  it(`${RUNS / 4} raw byte strings as bodies all get a contract answer`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 300 }), async (text) => {
        expectContract('/private/ai_name', await post(app, '/private/ai_name', text, bearer(KEY)));
      }),
      { numRuns: RUNS / 4, seed: 7 },
    );
  });
});

const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
// No host names that need DNS: the sandbox has no resolver for the outside world.
const imageSource = fc.oneof(
  anyString,
  fc.constantFrom(
    TINY_PNG,
    'data:image/png;base64,!!!!',
    'data:image/png,raw',
    'data:text/plain;base64,aGVsbG8=',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'ftp://127.0.0.1/a.png',
    'javascript:alert(1)',
    'http://127.0.0.1:1/a.png',
    'http://[::1]/a.png',
    'http://0x7f.0.0.1/a.png',
    'http://169.254.169.254/latest/meta-data',
    'file:///etc/passwd',
  ),
  fc.string().map((tail) => `data:image/jpeg;base64,${Buffer.from(tail).toString('base64')}`),
);

const imageEditBody = fc.oneof(
  fc.record(
    {
      requestId: fc.oneof(anyString, jsonValue),
      prompt: fc.oneof(anyString, fc.string({ minLength: 1, maxLength: 300 }), jsonValue),
      images: fc.oneof(fc.array(imageSource, { maxLength: 5 }), jsonValue),
    },
    { requiredKeys: [] },
  ),
  fc.dictionary(fc.string(), jsonValue),
);

describe('fuzzing /private/image_edit', () => {
  it(`${RUNS / 2} generated bodies all get a contract answer`, async () => {
    await fc.assert(
      fc.asyncProperty(imageEditBody, async (body) => {
        const result = await post(app, '/private/image_edit', body, bearer(KEY));
        expectContract('/private/image_edit', result);
        if (result.status === 200) {
          expect(Object.keys(result.body).sort()).toEqual(['images', 'requestId']);
          expect(result.body.images).toHaveLength(1);
          expect(result.body.images[0]).toMatch(/^data:image\/jpeg;base64,/);
        }
      }),
      { numRuns: RUNS / 2, seed: 42 },
    );
  });
});

const ocrBody = fc.oneof(
  fc.record(
    {
      requestId: fc.oneof(anyString, jsonValue),
      images: fc.oneof(fc.array(fc.oneof(imageSource, fc.constant('')), { maxLength: 10 }), jsonValue),
      text: anyString,
      event: jsonValue,
    },
    { requiredKeys: [] },
  ),
  fc.dictionary(fc.string(), jsonValue),
);

describe('fuzzing /private/ocr', () => {
  it(`${RUNS / 4} generated bodies all get a contract answer`, async () => {
    await fc.assert(
      fc.asyncProperty(ocrBody, async (body) => {
        const result = await post(app, '/private/ocr', body, bearer(KEY));
        expectContract('/private/ocr', result);
        if (result.status === 200) {
          expect(Object.keys(result.body).sort()).toEqual(['requestId', 'results']);
          for (const entry of result.body.results) expect(Number.isInteger(entry.imageIndex)).toBe(true);
        }
      }),
      { numRuns: RUNS / 4, seed: 99 },
    );
  });
});

describe('fuzzing headers', () => {
  const headerValue = fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength: 120,
  });
  it(`${RUNS / 4} generated auth headers never get past authentication or break the shape`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          { authorization: headerValue, 'x-api-key': headerValue, 'content-type': headerValue },
          { requiredKeys: [] },
        ),
        async (headers) => {
          const result = await post(app, '/private/ai_name', { event: { text: 'hello frogs' } }, headers);
          expect(result.status).toBe(401);
          expectContract('/private/ai_name', result);
        },
      ),
      { numRuns: RUNS / 4, seed: 11 },
    );
  });
});

describe('hostile bodies', () => {
  it.each([
    ['deep nesting', `{"event":${'['.repeat(5000)}${']'.repeat(5000)}}`],
    ['deep object nesting', `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`],
    ['a huge string', JSON.stringify({ event: { text: 'a'.repeat(5_000_000) } })],
    [
      'many keys',
      JSON.stringify({ event: Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, i])) }),
    ],
    ['duplicate keys', '{"event":{"text":"a"},"event":{"text":"b"}}'],
    ['a BOM', '\ufeff{"event":{"text":"bom"}}'],
    ['proto pollution', '{"__proto__":{"polluted":true},"event":{"text":"x"}}'],
    ['NUL bytes', '{"event":{"text":"a\\u0000b"}}'],
  ])('%s gets a contract answer', async (_, body) => {
    expectContract('/private/ai_name', await post(app, '/private/ai_name', body, bearer(KEY)));
  });
});
