import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { assertJson, assertSameOrigin } from './same-origin';

const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return error instanceof ApiError ? `${error.status} ${error.code}` : 'other';
  }
  return 'allowed';
};

describe('the console routes’ origin check', () => {
  const same = { host: 'console.example:3000', origin: 'http://console.example:3000' };

  it('allows the console’s own pages', () => {
    expect(refusal(() => assertSameOrigin(new Headers({ ...same, 'sec-fetch-site': 'same-origin' })))).toBe('allowed');
    expect(refusal(() => assertSameOrigin(new Headers(same)))).toBe('allowed');
  });

  it('refuses cross-site and same-site fetches, foreign or missing origins', () => {
    expect(refusal(() => assertSameOrigin(new Headers({ ...same, 'sec-fetch-site': 'cross-site' })))).toBe(
      '403 unauthorized',
    );
    expect(refusal(() => assertSameOrigin(new Headers({ ...same, 'sec-fetch-site': 'same-site' })))).toBe(
      '403 unauthorized',
    );
    expect(refusal(() => assertSameOrigin(new Headers({ ...same, origin: 'http://evil.example' })))).toBe(
      '403 unauthorized',
    );
    expect(refusal(() => assertSameOrigin(new Headers({ ...same, origin: 'http://console.example:3001' })))).toBe(
      '403 unauthorized',
    );
    expect(refusal(() => assertSameOrigin(new Headers({ ...same, origin: 'null' })))).toBe('403 unauthorized');
    expect(refusal(() => assertSameOrigin(new Headers({ host: same.host })))).toBe('403 unauthorized');
  });

  it('trusts the proxy’s forwarded host', () => {
    const headers = new Headers({
      host: '10.0.0.5:3000',
      'x-forwarded-host': 'console.example',
      origin: 'https://console.example',
    });
    expect(refusal(() => assertSameOrigin(headers))).toBe('allowed');
  });

  it('takes JSON only', () => {
    expect(refusal(() => assertJson(new Headers({ 'content-type': 'application/json; charset=utf-8' })))).toBe(
      'allowed',
    );
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      expect(refusal(() => assertJson(new Headers({ 'content-type': type })))).toBe('415 invalid_message');
    }
    expect(refusal(() => assertJson(new Headers()))).toBe('415 invalid_message');
  });
});
