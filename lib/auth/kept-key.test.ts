import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../operations/registry';
import { sha256 } from './api-keys';
import { KEY_FILE, keptKey } from './kept-key';
import { loadServerKeys } from './store';

const PERMISSIONS = [{ id: 'draw' }];
const folders: string[] = [];
const freshFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'kept-key-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the generated key, kept in the data folder', () => {
  it('is written owner-only (0600) in a folder it creates owner-only, and read back at the next start', () => {
    const folder = path.join(freshFolder(), 'data');
    const first = keptKey(folder);
    expect(first.created).toBe(true);
    expect(first.key).toMatch(/^ik_[A-Za-z0-9_-]{43}$/);
    expect(first.file).toBe(path.join(folder, KEY_FILE));
    expect(statSync(first.file).mode & 0o777).toBe(0o600);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    const second = keptKey(folder);
    expect(second).toEqual({ key: first.key, file: first.file, created: false });
    // Nothing else is left behind (the temporary file is gone).
    expect(readdirSync(folder)).toEqual([KEY_FILE]);
  });

  it('keeps the first key when a second server writes at the same moment', () => {
    const folder = freshFolder();
    let theirs = '';
    const mine = keptKey(folder, () => {
      // Another process sharing the folder wins the race between our read and our write.
      theirs = keptKey(folder).key;
      return `ik_${'m'.repeat(43)}`;
    });
    expect(mine).toMatchObject({ key: theirs, created: false });
  });

  it('refuses a file others can read, saying what to do, without changing it', () => {
    const folder = freshFolder();
    const { file } = keptKey(folder);
    chmodSync(file, 0o644);
    expect(() => keptKey(folder)).toThrow(
      `DATA_DIR: ${file} can be read or changed by other users (mode 0644), so its key may be known: if only you could reach it, run chmod 600 on it`,
    );
    expect(statSync(file).mode & 0o777).toBe(0o644);
    chmodSync(file, 0o600);
    expect(keptKey(folder).created).toBe(false);
  });

  it('stops with a clear message on a garbled file, never echoing what it holds', () => {
    const folder = freshFolder();
    const file = path.join(folder, KEY_FILE);
    writeFileSync(file, 'secret-looking garbage\n', { mode: 0o600 });
    let message = '';
    try {
      keptKey(folder);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(
      `DATA_DIR: ${file} does not hold a generated API key (ik_ and 43 more characters): delete it to have a new key generated (an exported API_KEY then stops working), or set API_KEYS`,
    );
    expect(message).not.toContain('garbage');
  });

  it('refuses a folder in the file’s place', () => {
    const folder = freshFolder();
    const file = path.join(folder, KEY_FILE);
    keptKey(path.join(file, 'inner'));
    expect(() => keptKey(folder)).toThrow(`DATA_DIR: ${file} is not a plain file`);
  });
});

describe('the server’s keys', () => {
  it('authorise with the kept key across starts when no keys are configured', () => {
    const folder = freshFolder();
    const config = parseConfig({ DATA_DIR: folder, LOG_LEVEL: 'silent' });
    const first = loadServerKeys(config, PERMISSIONS);
    const second = loadServerKeys(config, PERMISSIONS);
    expect(second.generatedKey).toBe(first.generatedKey);
    expect(second.records[0]!.digest.equals(sha256(first.generatedKey!))).toBe(true);
  });

  it('leave the data folder alone when API_KEYS or API_KEYS_FILE is set', () => {
    const folder = freshFolder();
    const keys = JSON.stringify([{ key: 'k-test-0123456789abcdef', user: 'alice' }]);
    const keysFile = path.join(tmpdir(), `keys-${process.pid}.json`);
    writeFileSync(keysFile, keys);
    try {
      // A garbled key file would stop start-up if it were read.
      writeFileSync(path.join(folder, KEY_FILE), 'garbage', { mode: 0o644 });
      for (const source of [{ API_KEYS: keys }, { API_KEYS_FILE: keysFile }]) {
        const loaded = loadServerKeys(parseConfig({ ...source, DATA_DIR: folder, LOG_LEVEL: 'silent' }), PERMISSIONS);
        expect(loaded.generatedKey).toBeUndefined();
        expect(readdirSync(folder)).toEqual([KEY_FILE]);
      }
    } finally {
      rmSync(keysFile, { force: true });
    }
  });
});
