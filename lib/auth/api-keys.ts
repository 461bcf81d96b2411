import 'server-only';
import * as crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { describeZodError } from '../validation';

/** One configured API key. The plain key is never kept: only its SHA-256 digest. */
export interface ApiKeyRecord {
  /** A name for logs and metrics; never the key itself. */
  id: string;
  /** The owner whose rate-limit buckets the key counts against. */
  user: string;
  digest: Buffer;
  /** The permissions it has: ids the operations declare. */
  permissions: readonly string[];
  expiresAt?: Date;
}

/**
 * A permission an operation may require of a key: its id, as a key's `permissions` lists it, and the
 * boolean key field that grants it in the older key format (still accepted), if it had one.
 */
export interface KeyPermission {
  id: string;
  keyField?: string;
}

const PERMISSIONS_MAX = 32;

/** A key entry, for a server whose operations declare these permissions. */
function keyEntrySchema(permissions: readonly KeyPermission[]) {
  const ids = permissions.map((permission) => permission.id);
  const fields = permissions.flatMap(({ keyField }) => (keyField ? [keyField] : []));
  return z
    .strictObject({
      id: z.string().min(1).max(64).optional(),
      key: z.string().min(16, { error: 'must be at least 16 characters' }).max(512).optional(),
      sha256: z
        .string()
        .regex(/^[0-9a-fA-F]{64}$/, { error: 'must be 64 hex digits (the SHA-256 of the key)' })
        .optional(),
      user: z.string().min(1, { error: 'is required' }).max(128),
      permissions: z
        .array(
          z.string().refine((id) => ids.includes(id), {
            error: `must be one of: ${ids.join(', ') || 'none (no operation requires a permission)'}`,
          }),
          { error: 'must be an array of permission ids' },
        )
        .max(PERMISSIONS_MAX)
        .default([]),
      ...Object.fromEntries(fields.map((field) => [field, z.boolean().default(false)])),
      expiresAt: z.iso.datetime({ offset: true, error: 'must be an ISO-8601 instant' }).optional(),
    })
    .refine((entry) => (entry.key === undefined) !== (entry.sha256 === undefined), {
      error: 'needs exactly one of "key" or "sha256"',
    });
}

/** The permissions an entry grants: those it lists, and those its older boolean fields set to true. */
function grantedBy(entry: Record<string, unknown>, listed: readonly string[], permissions: readonly KeyPermission[]) {
  const byField = permissions.filter(({ keyField }) => keyField && entry[keyField] === true).map(({ id }) => id);
  return [...new Set([...listed, ...byField])];
}

/** Node's one-shot digest (20.12+, 21.7+): about half a Hash object's cost, paid on every request's key. */
const oneShot = (crypto as { hash?: (algorithm: string, data: string, encoding: 'buffer') => Buffer }).hash;

export function sha256(value: string): Buffer {
  return oneShot ? oneShot('sha256', value, 'buffer') : crypto.createHash('sha256').update(value, 'utf8').digest();
}

/**
 * Parses the API_KEYS JSON format for a server whose operations declare these permissions; errors
 * name the entry and field but never echo a key.
 */
export function parseKeys(json: string, permissions: readonly KeyPermission[], source = 'API_KEYS'): ApiKeyRecord[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error(`${source}: is not valid JSON (expected an array of key objects)`);
  }
  const list = z.array(keyEntrySchema(permissions)).min(1, { error: 'must hold at least one key' });
  const result = list.safeParse(raw);
  if (!result.success) {
    throw new Error(describeZodError(result.error, source));
  }
  const records = result.data.map((entry, index) => ({
    id: entry.id ?? `key-${index + 1}`,
    user: entry.user,
    digest: entry.key !== undefined ? sha256(entry.key) : Buffer.from(entry.sha256!.toLowerCase(), 'hex'),
    permissions: grantedBy(entry, entry.permissions, permissions),
    expiresAt: entry.expiresAt ? new Date(entry.expiresAt) : undefined,
  }));
  const ids = new Set<string>();
  for (const record of records) {
    if (ids.has(record.id)) throw new Error(`${source}: key id "${record.id}" is used twice`);
    ids.add(record.id);
  }
  return records;
}

export interface KeySource {
  API_KEYS?: string;
  API_KEYS_FILE?: string;
}

export interface LoadedKeys {
  records: ApiKeyRecord[];
  /** Set when no keys were configured and one was generated for this process. */
  generatedKey?: string;
}

/**
 * Reads the configured keys or, when none are configured, obtains the one key with every
 * permission: a random one by default (the server keeps it in its data folder, kept-key.ts).
 * With keys configured, `obtainKey` is never called.
 */
export function loadKeys(
  source: KeySource,
  permissions: readonly KeyPermission[],
  obtainKey: () => string = generateKey,
): LoadedKeys {
  if (source.API_KEYS && source.API_KEYS_FILE) {
    throw new Error('API_KEYS and API_KEYS_FILE are both set: set only one');
  }
  if (source.API_KEYS) return { records: parseKeys(source.API_KEYS, permissions, 'API_KEYS') };
  if (source.API_KEYS_FILE) {
    let text: string;
    try {
      text = readFileSync(source.API_KEYS_FILE, 'utf8');
    } catch {
      throw new Error('API_KEYS_FILE: the file cannot be read');
    }
    return { records: parseKeys(text, permissions, 'API_KEYS_FILE') };
  }
  const generatedKey = obtainKey();
  return {
    generatedKey,
    records: [
      {
        id: 'generated',
        user: 'local',
        digest: sha256(generatedKey),
        permissions: permissions.map((permission) => permission.id),
      },
    ],
  };
}

export function generateKey(): string {
  return `ik_${crypto.randomBytes(32).toString('base64url')}`;
}
