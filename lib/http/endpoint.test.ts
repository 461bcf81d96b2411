import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, ERRORS } from '../errors';
import { createRateLimits } from '../limits';
import type { Operation, ParsedInput } from '../operations/types';
import { handle, type Pipeline } from './endpoint';

const pipeline: Pipeline = {
  keys: [],
  rateLimits: createRateLimits(undefined),
  bodyLimitBytes: 1_000,
  bodyTimeoutMs: 5_000,
};
const principal = { keyId: 'test-key', user: `user-${Math.random()}`, permissions: [] };

/** An operation whose engine answers `body`, checked against a response of one short name. */
function operationAnswering(body: unknown, brokenAnswer?: Operation['brokenAnswer']): Operation {
  return {
    name: 'ai_name',
    contract: {} as Operation['contract'],
    parse: (input) => ({ success: true, input: input as ParsedInput }),
    run: async () => ({ body, engine: 'test-engine' }),
    response: z.strictObject({ name: z.string().max(8) }),
    brokenAnswer,
    rateBuckets: [{ name: 'endpoint-test', points: 100, durationSeconds: 60 }],
    deadlineMs: 5_000,
    deadlineExceeded: () => new ApiError('internal_error'),
  };
}

const post = () => new Request('http://localhost/private/ai_name', { method: 'POST', body: '{}' });

describe('the pipeline checks the answer against the contract', () => {
  it('answers what the schema parsed', async () => {
    const response = await handle(pipeline, operationAnswering({ name: 'Pepe' }), post(), { principal });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: 'Pepe' });
    expect(response.headers.get('X-Engine')).toBe('test-engine');
  });

  it('answers a broken answer with the error the operation declares for it', async () => {
    const broken = () => new ApiError(ERRORS.upstream_failed, 'The engine answered outside the rules.');
    const response = await handle(pipeline, operationAnswering({ name: 'Far too long' }, broken), post(), {
      principal,
    });
    expect(response.status).toBe(502);
    const answer = await response.json();
    expect(answer.error).toEqual({ code: 'internal_error', message: 'The engine answered outside the rules.' });
    expect(response.headers.get('X-Request-Id')).toBe(answer.requestId);
    expect(response.headers.get('RateLimit-Limit')).toBe('100');
  });

  it('answers a broken answer of an operation that declares nothing as its own failure, showing nothing of it', async () => {
    const response = await handle(pipeline, operationAnswering({ name: 'Far too long' }), post(), { principal });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text).error.code).toBe('internal_error');
    expect(text).not.toContain('Far too long');
    expect(text).not.toContain('schema');
  });
});
