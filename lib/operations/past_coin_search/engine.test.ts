import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnvironment, SHARED_CONFIG, type Config } from '../../config';
import { SqliteFileError, type PastCoinStore } from '../../engines/past_coin_search';
import { pastCoinSearchConfig, type PastCoinSearchConfig } from './config';
import { createPastCoinStore, readyWhenReachable } from './engine';

function storeFailing(times: number) {
  let calls = 0;
  const store = {
    ready: async () => {
      calls += 1;
      if (calls <= times) throw new Error('connect ECONNREFUSED');
    },
  } as unknown as PastCoinStore;
  return { store, calls: () => calls };
}

describe('readying the past-coin store', () => {
  it('tries again while the store cannot be reached, and is ready once it can', async () => {
    const { store, calls } = storeFailing(2);
    await expect(readyWhenReachable(store, new AbortController().signal)).resolves.toBeUndefined();
    expect(calls()).toBe(3);
  });

  it('tells of the first failure and of the store reached after it, once each', async () => {
    const { store } = storeFailing(1);
    const heard: string[] = [];
    await readyWhenReachable(store, new AbortController().signal, {
      unreachable: (error) => heard.push(`unreachable: ${(error as Error).message}`),
      reached: () => heard.push('reached'),
    });
    expect(heard).toEqual(['unreachable: connect ECONNREFUSED', 'reached']);
  });

  it('tells of nothing when the store is reached at once', async () => {
    const { store } = storeFailing(0);
    const heard: string[] = [];
    await readyWhenReachable(store, new AbortController().signal, {
      unreachable: () => heard.push('unreachable'),
      reached: () => heard.push('reached'),
    });
    expect(heard).toEqual([]);
  });

  it('stops trying at shutdown, with the store’s last error', async () => {
    const { store, calls } = storeFailing(Infinity);
    const stop = new AbortController();
    const trying = readyWhenReachable(store, stop.signal);
    stop.abort();
    await expect(trying).rejects.toThrow('ECONNREFUSED');
    expect(calls()).toBeLessThanOrEqual(2);
  });
});

describe('the SQLite store’s file', () => {
  const settings = (file: string) =>
    parseEnvironment<Config & PastCoinSearchConfig>([SHARED_CONFIG, pastCoinSearchConfig], { PAST_COINS_DB: file });

  it('is not written while the settings are parsed: only its folder is looked at', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'past-coins-config-'));
    try {
      expect(settings(path.join(folder, 'coins.sqlite')).PAST_COINS_DB).toBe(path.join(folder, 'coins.sqlite'));
      expect(readdirSync(folder)).toEqual([]);
      expect(() => settings(path.join(folder, 'missing', 'coins.sqlite'))).toThrow(
        `PAST_COINS_DB: its folder ${path.join(folder, 'missing')} does not exist`,
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('stops start-up when the store opens a file it cannot write, naming the setting', () => {
    const file = '/proc/past-coins-test.sqlite';
    expect(() => createPastCoinStore(settings(file))).toThrow(ConfigError);
    expect(() => createPastCoinStore(settings(file))).toThrow(
      `Invalid configuration: PAST_COINS_DB: ${file} cannot be written: the server must be able to write the file and its folder`,
    );
  });

  it('is not tried again when the store finds it cannot write it: that is a setting to change', async () => {
    let calls = 0;
    const store = {
      ready: async () => {
        calls += 1;
        throw new SqliteFileError('/data/coins.sqlite', new Error('SQLITE_READONLY'));
      },
    } as unknown as PastCoinStore;
    await expect(readyWhenReachable(store, new AbortController().signal)).rejects.toThrow(
      'PAST_COINS_DB: /data/coins.sqlite cannot be written',
    );
    expect(calls).toBe(1);
  });
});
