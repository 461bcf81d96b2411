import { describe, expect, it } from 'vitest';
import { drainAndShutdown, readiness, registerReadinessCheck } from './lifecycle';

describe('readiness once SIGTERM is handled', () => {
  it('is not ready at once, before the listener has closed and draining begins', async () => {
    registerReadinessCheck('engine', () => true);
    expect((await readiness()).ready).toBe(true);
    let exitCode: number | undefined;
    const shutdown = drainAndShutdown(5_000, { lingerMs: 0, exit: (code) => (exitCode = code) });
    expect(await readiness()).toEqual({ ready: false, checks: { accepting: false, engine: true } });
    await shutdown;
    expect(exitCode).toBe(0);
  });
});
