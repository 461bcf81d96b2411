import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One-time console links made while the server runs (`npm run console:link`), for a second browser
 * or a phone. Each pending link is one file in `<data folder>/console-links/` (owner-only), named by
 * the SHA-256 of its token and holding when it expires: the token itself is never stored. The
 * server spends a link by deleting its file, which succeeds for one caller only, so each link
 * opens one browser even with several servers sharing the folder.
 */
export const LINKS_FOLDER = 'console-links';
export const LINK_LIFETIME_MS = 15 * 60 * 1000;

const DIGEST_NAME = /^[0-9a-f]{64}$/;

const digest = (token: string) => createHash('sha256').update(token).digest();

export const pendingLinksFolder = (dataFolder: string) =>
  path.join(/* turbopackIgnore: true */ dataFolder, LINKS_FOLDER);

/** Why the folder cannot be trusted (others could plant or read links), or undefined when it can. */
function unsafeFolder(folder: string): string | undefined {
  const stats = lstatSync(/* turbopackIgnore: true */ folder);
  if (!stats.isDirectory()) return `${folder} is not a folder`;
  if (process.getuid && stats.uid !== process.getuid()) return `${folder} belongs to another user`;
  if ((stats.mode & 0o077) !== 0)
    return `${folder} is open to other users (mode ${(stats.mode & 0o777).toString(8).padStart(4, '0')}): run chmod 700 on it`;
  return undefined;
}

function expiryOf(file: string): number | undefined {
  try {
    const { expiresAt } = JSON.parse(readFileSync(/* turbopackIgnore: true */ file, 'utf8')) as { expiresAt?: unknown };
    return typeof expiresAt === 'number' ? expiresAt : undefined;
  } catch {
    return undefined;
  }
}

function removeQuietly(file: string): boolean {
  try {
    unlinkSync(/* turbopackIgnore: true */ file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes a fresh link's token and records its digest, valid for LINK_LIFETIME_MS; expired and
 * unreadable entries are swept away. Throws, saying why, when the folder cannot be made or trusted.
 */
export function addPendingLink(dataFolder: string, now = Date.now()): { token: string; expiresAt: number } {
  const folder = pendingLinksFolder(dataFolder);
  mkdirSync(/* turbopackIgnore: true */ folder, { recursive: true, mode: 0o700 });
  const problem = unsafeFolder(folder);
  if (problem) throw new Error(problem);
  for (const name of readdirSync(/* turbopackIgnore: true */ folder)) {
    if (!DIGEST_NAME.test(name)) continue; // another command's entry being written
    const expiresAt = expiryOf(path.join(/* turbopackIgnore: true */ folder, name));
    if (expiresAt === undefined || expiresAt <= now) removeQuietly(path.join(/* turbopackIgnore: true */ folder, name));
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + LINK_LIFETIME_MS;
  const file = path.join(/* turbopackIgnore: true */ folder, digest(token).toString('hex'));
  // Written whole under a name the server skips, then renamed: the server never reads half an entry.
  const temporary = `${file}.tmp`;
  writeFileSync(/* turbopackIgnore: true */ temporary, JSON.stringify({ expiresAt }), { mode: 0o600, flag: 'wx' });
  renameSync(/* turbopackIgnore: true */ temporary, file);
  return { token, expiresAt };
}

export type PendingRedeem =
  { ok: true } | { ok: false; reason: 'unknown' | 'expired' | 'spent' | 'unsafe'; detail?: string };

/**
 * Spends a pending link if `given` is one that has not expired. Every pending digest is compared
 * with the given token's in constant time; the match is spent by deleting its file (expired or not).
 */
export function redeemPendingLink(dataFolder: string, given: string, now = Date.now()): PendingRedeem {
  const folder = pendingLinksFolder(dataFolder);
  let names: string[];
  try {
    const problem = unsafeFolder(folder);
    if (problem) return { ok: false, reason: 'unsafe', detail: problem };
    names = readdirSync(/* turbopackIgnore: true */ folder);
  } catch {
    return { ok: false, reason: 'unknown' };
  }
  const wanted = digest(given);
  let match: string | undefined;
  for (const name of names) {
    if (DIGEST_NAME.test(name) && timingSafeEqual(Buffer.from(name, 'hex'), wanted)) match = name;
  }
  if (match === undefined) return { ok: false, reason: 'unknown' };
  const file = path.join(/* turbopackIgnore: true */ folder, match);
  const expiresAt = expiryOf(file);
  if (!removeQuietly(file)) return { ok: false, reason: 'spent' };
  if (expiresAt === undefined || expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true };
}
