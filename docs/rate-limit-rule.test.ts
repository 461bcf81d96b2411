import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The `RateLimit-*` rule, stated once and the same in the README and docs/api.md (they used to
 * disagree about 403); e2e/api/rate-limit-headers.test.ts checks that the server does what it says.
 */
const RATE_LIMIT_RULE =
  '`RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` (seconds until the tightest bucket is full again) ' +
  'come on every answer to a request that reached the rate limiter (200, 400, 429, 5xx) and on none refused ' +
  'before it (401, 403, 405, 408).';

const prose = (file: string) => readFileSync(path.join(__dirname, '..', file), 'utf8').replace(/\s+/g, ' ');

describe('the RateLimit-* rule', () => {
  it.each(['README.md', 'docs/api.md'])('%s states it in the same words', (file) => {
    expect(prose(file)).toContain(RATE_LIMIT_RULE);
  });

  it.each(['README.md', 'docs/api.md'])('%s says nothing else about which answers carry them', (file) => {
    expect(prose(file)).not.toMatch(/every authenticated (one|answer)|so not 401, 403 or 405/);
  });
});
