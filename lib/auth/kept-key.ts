import 'server-only';
import { randomBytes } from 'node:crypto';
import { linkSync, lstatSync, mkdirSync, readFileSync, unlinkSync, writeFileSync, type Stats } from 'node:fs';
import path from 'node:path';
import { generateKey } from './api-keys';

/** The generated key's file in the data folder. */
export const KEY_FILE = 'generated-api-key';

const KEY_SHAPE = /^ik_[A-Za-z0-9_-]{43}$/;

export interface KeptKey {
  key: string;
  /** Where it is kept. */
  file: string;
  /** True when it was generated now, false when an earlier start's key was read. */
  created: boolean;
}

/**
 * The generated API key, kept in the data folder across restarts so an exported API_KEY keeps
 * working: read when a usable file is there, else generated and written owner-only (0600). The
 * file holds the plain key, since the console calls with it. A file others could read, or one that
 * holds no key, stops start-up with a message saying what to do: the key in a readable file may be
 * known, and only the operator can tell whether it is (tightening it silently would hide that).
 */
export function keptKey(folder: string, generate: () => string = generateKey): KeptKey {
  const file = path.join(/* turbopackIgnore: true */ folder, KEY_FILE);
  const existing = readKeptKey(file);
  if (existing !== undefined) return { key: existing, file, created: false };
  try {
    mkdirSync(/* turbopackIgnore: true */ folder, { recursive: true, mode: 0o700 });
  } catch {
    throw new Error(`DATA_DIR: the folder ${folder} cannot be created; the generated API key is kept there`);
  }
  const key = generate();
  if (writeOnce(file, `${key}\n`)) return { key, file, created: true };
  // Another server sharing the folder wrote its key first: use that one, as it does.
  const theirs = readKeptKey(file);
  if (theirs === undefined) throw new Error(`DATA_DIR: ${file} vanished while it was being read`);
  return { key: theirs, file, created: false };
}

/** The key in the file, or undefined when there is no file; throws on a file that cannot serve. */
function readKeptKey(file: string): string | undefined {
  let stats: Stats;
  try {
    stats = lstatSync(/* turbopackIgnore: true */ file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`DATA_DIR: ${file} cannot be read`);
  }
  const remedy = `delete it to have a new key generated (an exported API_KEY then stops working), or set API_KEYS`;
  if (!stats.isFile()) throw new Error(`DATA_DIR: ${file} is not a plain file: ${remedy}`);
  if (process.getuid && stats.uid !== process.getuid())
    throw new Error(`DATA_DIR: ${file} belongs to another user, who knows the key in it: ${remedy}`);
  if ((stats.mode & 0o077) !== 0) {
    const mode = (stats.mode & 0o777).toString(8).padStart(4, '0');
    throw new Error(
      `DATA_DIR: ${file} can be read or changed by other users (mode ${mode}), so its key may be known: ` +
        `if only you could reach it, run chmod 600 on it; else ${remedy}`,
    );
  }
  let text: string;
  try {
    text = readFileSync(/* turbopackIgnore: true */ file, 'utf8').trim();
  } catch {
    throw new Error(`DATA_DIR: ${file} cannot be read`);
  }
  if (!KEY_SHAPE.test(text))
    throw new Error(`DATA_DIR: ${file} does not hold a generated API key (ik_ and 43 more characters): ${remedy}`);
  return text;
}

/**
 * Writes the file whole and only if it does not exist yet: the text goes to a private temporary
 * file, which is then hard-linked to its name (which fails if the name is taken), so no reader ever
 * sees half a key and two servers starting together keep one key. False when the name was taken.
 */
function writeOnce(file: string, text: string): boolean {
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    writeFileSync(/* turbopackIgnore: true */ temporary, text, { mode: 0o600, flag: 'wx' });
    linkSync(/* turbopackIgnore: true */ temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw new Error(`DATA_DIR: the generated API key cannot be written to ${file}`);
  } finally {
    try {
      unlinkSync(/* turbopackIgnore: true */ temporary);
    } catch {
      // Never written.
    }
  }
}
