import { describe, expect, it } from 'vitest';
import { ApiError, ERRORS, isApiError, SPECIFIED_ERROR_CODES } from './errors';
import { ALL_ERRORS, ERROR_CODES } from './operations/contracts';
import { IMAGE_EDIT_ERRORS } from './operations/image_edit/contract';
import { configVariableNames, keyPermissions, OPERATIONS } from './operations/registry';

describe('the error table', () => {
  it('maps the spec’s codes to the spec’s statuses', () => {
    expect(ERRORS.invalid_message).toMatchObject({ code: 'invalid_message', status: 400 });
    expect(ERRORS.invalid_image.status).toBe(400);
    expect(ERRORS.unauthorized.status).toBe(401);
    expect(IMAGE_EDIT_ERRORS.image_edit_not_enabled.status).toBe(403);
    expect(ERRORS.rate_limit.status).toBe(429);
    expect(IMAGE_EDIT_ERRORS.image_edit_failed.status).toBe(502);
    expect(IMAGE_EDIT_ERRORS.image_edit_busy.status).toBe(503);
    expect(IMAGE_EDIT_ERRORS.image_edit_unavailable.status).toBe(503);
  });

  it('is the specification’s codes, then the service’s shared ones, then those operations declare in their folders, each once', () => {
    expect(ERROR_CODES.slice(0, SPECIFIED_ERROR_CODES.length)).toEqual(SPECIFIED_ERROR_CODES);
    expect(ERROR_CODES.slice(SPECIFIED_ERROR_CODES.length)).toEqual([
      'request_timeout',
      'past_coin_search_failed',
      'past_coin_write_not_enabled',
    ]);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('holds no code that no condition answers with', () => {
    const answered = new Set(Object.values(ALL_ERRORS).map((entry) => entry.code));
    for (const code of ERROR_CODES) expect(answered, code).toContain(code);
  });

  it('gives internal_error the status docs/api.md gives it in each case', () => {
    expect(new ApiError('internal_error').status).toBe(500);
    expect(new ApiError('upstream_failed').status).toBe(502);
    expect(new ApiError('upstream_unavailable').status).toBe(503);
    expect(new ApiError('overloaded').status).toBe(503);
    for (const kind of ['upstream_failed', 'upstream_unavailable', 'overloaded'] as const) {
      expect(new ApiError(kind).code).toBe('internal_error');
    }
  });

  it('carries a default message and an optional retry delay', () => {
    const error = new ApiError(IMAGE_EDIT_ERRORS.image_edit_busy, undefined, { retryAfter: 2 });
    expect(error.message).toMatch(/busy/);
    expect(error.retryAfter).toBe(2);
    expect(new ApiError('invalid_image').message).toMatch(/public http\(s\) image URL or a base64 image data URL/);
  });
});

describe('the messages callers read', () => {
  it('speak of what the caller can change: no server setting, key-file field or internal name', () => {
    const serverWords = [
      ...configVariableNames(),
      ...keyPermissions().flatMap(({ keyField }) => (keyField ? [keyField] : [])),
      'API_KEYS',
    ];
    for (const [kind, { message }] of Object.entries(ALL_ERRORS)) {
      for (const word of serverWords) expect(message, kind).not.toContain(word);
      expect(message, kind).not.toMatch(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/);
    }
  });

  it('name the permission a key lacks, and who grants it', () => {
    const refusals = Object.values(OPERATIONS).flatMap(({ permission }) => (permission ? [permission] : []));
    expect(refusals.map(({ id }) => id)).toEqual(['image_edit', 'past_coins:write']);
    for (const { id, refused } of refusals) {
      expect(refused.status).toBe(403);
      expect(refused.message).toContain(`lacks the ${id} permission`);
      expect(refused.message).toContain('the operator of this server');
    }
  });
});

describe('isApiError', () => {
  it('recognises an ApiError made by another copy of this module (another Next.js bundle)', async () => {
    const { vi } = await import('vitest');
    vi.resetModules();
    const copy = './errors?copy';
    const other = (await import(/* @vite-ignore */ copy)) as typeof import('./errors');
    const foreign = new other.ApiError('invalid_image');
    expect(foreign instanceof ApiError).toBe(false);
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error('plain'))).toBe(false);
    expect(isApiError({ kind: 'invalid_image' })).toBe(false);
  });
});
