import { describe, expect, it } from 'vitest';
import { readiness, registerReadinessCheck, startDraining } from './lifecycle';

describe('readiness (/readyz): every check is true when it passes', () => {
  it('accepting is true until the server drains, then false and the server not ready', async () => {
    registerReadinessCheck('engine', () => true);
    expect(await readiness()).toEqual({ ready: true, checks: { accepting: true, engine: true } });
    startDraining();
    expect(await readiness()).toEqual({ ready: false, checks: { accepting: false, engine: true } });
  });
});
