import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../operations/registry';
import { consoleAccess } from './access';
import { getConsoleLink } from './console-link';
import { openConsole } from './open';
import { addPendingLink, LINK_LIFETIME_MS } from './pending-links';

const dataDir = mkdtempSync(path.join(tmpdir(), 'open-console-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });

/** Opens `/?token=…` as a browser would: the session cookie it was given, if any. */
function open(token: string): string | undefined {
  const response = openConsole(config, new Request(`http://localhost:3000/?token=${token}`));
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/');
  return /^console_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
}

describe('opening the console by a link', () => {
  it('takes the start-up token once, then links made while it runs, each once, into sessions of this process', () => {
    const startUp = getConsoleLink(config)!;
    const first = open(startUp.token);
    expect(first).toBeDefined();
    expect(open(startUp.token)).toBeUndefined();

    const { token } = addPendingLink(dataDir);
    const second = open(token);
    expect(second).toBeDefined();
    expect(open(token)).toBeUndefined();
    for (const session of [first, second]) expect(consoleAccess(config, `console_session=${session}`)).toBe('open');
    expect(consoleAccess(config, null)).toBe('closed');
  });

  it('refuses an expired link and a made-up one', () => {
    expect(open(addPendingLink(dataDir, Date.now() - LINK_LIFETIME_MS - 1).token)).toBeUndefined();
    expect(open('A'.repeat(43))).toBeUndefined();
  });
});
