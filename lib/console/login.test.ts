import { describe, expect, it } from 'vitest';
import type { LoadedKeys } from '../auth/api-keys';
import { RateLimits } from '../limits/rate-limit';
import { memoryStore } from '../limits/stores';
import { parseConfig } from '../operations/registry';
import type { ConsoleContext } from './context';
import { signIn } from './login';

const PASSWORD = 'correct horse battery';

/** A console behind a password, its rate limits on a clock that never moves. */
function consoleContext(): ConsoleContext {
  const config = parseConfig({ CONSOLE_PASSWORD: PASSWORD, LOG_LEVEL: 'silent' });
  const clock = () => 1_764_000_000_000;
  return { config, keys: {} as LoadedKeys, rateLimits: new RateLimits(memoryStore(clock)) };
}

const attempt = (context: ConsoleContext, client: string, password = 'wrong guess') =>
  signIn(
    context,
    new Request('http://console.test/console/login', {
      method: 'POST',
      headers: {
        origin: 'http://console.test',
        'x-forwarded-host': 'console.test',
        'content-type': 'application/json',
        'x-forwarded-for': client,
      },
      body: JSON.stringify({ password }),
    }),
  );

describe('signing in to the console: guesses are limited per client and for all together', () => {
  it('ten guesses a minute from one client, then 429 with the seconds to wait', async () => {
    const context = consoleContext();
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await attempt(context, '203.0.113.1')).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const refused = await attempt(context, '203.0.113.1', PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('6');
    expect((await refused.json()).error.message).toBe('Too many sign-in attempts; try again in 6 s.');
  });

  it("a client's refused guesses spend nothing of the cap on all clients", async () => {
    const context = consoleContext();
    // One client past its ten: its hundred refused guesses leave the overall sixty untouched.
    for (let i = 0; i < 110; i += 1) await attempt(context, '203.0.113.1');
    const others = [];
    for (let i = 0; i < 51; i += 1) others.push((await attempt(context, `198.51.100.${i}`)).status);
    expect(others).toEqual([...Array(50).fill(401), 429]);
  });
});
