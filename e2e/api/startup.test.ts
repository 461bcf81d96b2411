import { afterEach, describe, expect, it } from 'vitest';
import { post, startApp, type RunningApp } from '../../test-support/app';

let app: RunningApp | undefined;
afterEach(async () => {
  await app?.stop();
  app = undefined;
});

describe('start-up', () => {
  it('with no keys configured, generates one key, prints it once, and accepts only it', async () => {
    app = await startApp({});
    const printed = [...app.logs().matchAll(/API_KEY=(ik_[A-Za-z0-9_-]+)/g)].map((match) => match[1]);
    expect(printed).toHaveLength(1);
    const key = printed[0]!;
    const ok = await post(app, '/private/ai_name', { event: { text: 'Hello frogs' } }, { 'x-api-key': key });
    expect(ok.status).toBe(200);
    expect(ok.text).not.toContain(key);
    expect(
      (await post(app, '/private/ai_name', { event: { text: 'Hello' } }, { 'x-api-key': 'ik_guess' })).status,
    ).toBe(401);
    // Printed once at start, never again in request logs.
    expect(app.logs().split(key).length - 1).toBe(1);
  });

  it.each([
    ['RATE_LIMIT_RPM', 'lots'],
    ['API_KEYS', '[{"key":"short","user":"u"}]'],
    ['REDIS_URL', 'localhost:6379'],
  ])('refuses to start with a bad %s and names it', async (name, value) => {
    await expect(startApp({ [name]: value })).rejects.toThrow(new RegExp(`cannot start: .*${name}`));
  });
});
