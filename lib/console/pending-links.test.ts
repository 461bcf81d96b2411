import { createHash } from 'node:crypto';
import * as crypto from 'node:crypto';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addPendingLink, LINK_LIFETIME_MS, LINKS_FOLDER, redeemPendingLink } from './pending-links';

vi.mock('node:crypto', async (original) => {
  const actual = await original<typeof import('node:crypto')>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const folders: string[] = [];
const dataFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'pending-links-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const NOW = Date.parse('2026-11-28T06:00:00Z');

describe('links made while the server runs', () => {
  it('are kept as the digest of the token only, owner-only, and open one browser once', () => {
    const data = dataFolder();
    const { token, expiresAt } = addPendingLink(data, NOW);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(expiresAt).toBe(NOW + LINK_LIFETIME_MS);
    const links = path.join(data, LINKS_FOLDER);
    expect(statSync(links).mode & 0o777).toBe(0o700);
    const [name] = readdirSync(links);
    expect(name).toBe(createHash('sha256').update(token).digest('hex'));
    expect(statSync(path.join(links, name!)).mode & 0o777).toBe(0o600);
    expect(readFileSync(path.join(links, name!), 'utf8')).not.toContain(token);

    expect(redeemPendingLink(data, token, NOW + 1000)).toEqual({ ok: true });
    expect(redeemPendingLink(data, token, NOW + 2000)).toEqual({ ok: false, reason: 'unknown' });
    expect(readdirSync(links)).toEqual([]);
  });

  it('each open their own browser, in any order', () => {
    const data = dataFolder();
    const first = addPendingLink(data, NOW).token;
    const second = addPendingLink(data, NOW).token;
    expect(second).not.toBe(first);
    expect(redeemPendingLink(data, second, NOW).ok).toBe(true);
    expect(redeemPendingLink(data, first, NOW).ok).toBe(true);
    expect(redeemPendingLink(data, first, NOW).ok).toBe(false);
  });

  it('are refused once expired, and spent all the same', () => {
    const data = dataFolder();
    const { token, expiresAt } = addPendingLink(data, NOW);
    expect(redeemPendingLink(data, token, expiresAt)).toEqual({ ok: false, reason: 'expired' });
    expect(redeemPendingLink(data, token, NOW)).toEqual({ ok: false, reason: 'unknown' });
  });

  it('are swept away once expired when the next link is made', () => {
    const data = dataFolder();
    addPendingLink(data, NOW);
    const fresh = addPendingLink(data, NOW + LINK_LIFETIME_MS + 1);
    expect(readdirSync(path.join(data, LINKS_FOLDER))).toHaveLength(1);
    expect(redeemPendingLink(data, fresh.token, NOW + LINK_LIFETIME_MS + 2).ok).toBe(true);
  });

  it('compare every pending digest with the given token’s in constant time', () => {
    const data = dataFolder();
    const tokens = [addPendingLink(data, NOW).token, addPendingLink(data, NOW).token];
    const compare = vi.mocked(crypto.timingSafeEqual);
    compare.mockClear();
    const nearMiss = `${tokens[0]!.slice(0, -1)}${tokens[0]!.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [nearMiss, tokens[0]!.slice(0, 20), `${tokens[0]}x`, ''])
      expect(redeemPendingLink(data, wrong, NOW)).toEqual({ ok: false, reason: 'unknown' });
    // Two pending links, four wrong tokens: every comparison went through timingSafeEqual on 32-byte digests.
    expect(compare).toHaveBeenCalledTimes(8);
    for (const [a, b] of compare.mock.calls) expect([a.byteLength, b.byteLength]).toEqual([32, 32]);
    expect(redeemPendingLink(data, tokens[1]!, NOW).ok).toBe(true);
  });

  it('are refused from a folder other users could reach, saying why', () => {
    const data = dataFolder();
    const { token } = addPendingLink(data, NOW);
    const links = path.join(data, LINKS_FOLDER);
    chmodSync(links, 0o777);
    expect(redeemPendingLink(data, token, NOW)).toEqual({
      ok: false,
      reason: 'unsafe',
      detail: `${links} is open to other users (mode 0777): run chmod 700 on it`,
    });
    expect(() => addPendingLink(data, NOW)).toThrow('is open to other users');
    chmodSync(links, 0o700);
    expect(redeemPendingLink(data, token, NOW).ok).toBe(true);
  });

  it('are none where no link was ever made', () => {
    expect(redeemPendingLink(path.join(dataFolder(), 'missing'), 'x'.repeat(43), NOW)).toEqual({
      ok: false,
      reason: 'unknown',
    });
  });
});
