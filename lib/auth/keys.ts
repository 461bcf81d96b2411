import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
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
  imageEdit: boolean;
  /** May record launched coins for past-coin search. */
  pastCoinWrite: boolean;
  expiresAt?: Date;
}

const KeyEntrySchema = z
  .strictObject({
    id: z.string().min(1).max(64).optional(),
    key: z.string().min(16, { error: 'must be at least 16 characters' }).max(512).optional(),
    sha256: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, { error: 'must be 64 hex digits (the SHA-256 of the key)' })
      .optional(),
    user: z.string().min(1, { error: 'is required' }).max(128),
    imageEdit: z.boolean().default(false),
    pastCoinWrite: z.boolean().default(false),
    expiresAt: z.iso.datetime({ offset: true, error: 'must be an ISO-8601 instant' }).optional(),
  })
  .refine((entry) => (entry.key === undefined) !== (entry.sha256 === undefined), {
    error: 'needs exactly one of "key" or "sha256"',
  });

const KeyListSchema = z.array(KeyEntrySchema).min(1, { error: 'must hold at least one key' });

export function sha256(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Parses the API_KEYS JSON format; errors name the entry and field but never echo a key. */
export function parseKeys(json: string, source = 'API_KEYS'): ApiKeyRecord[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error(`${source}: is not valid JSON (expected an array of key objects)`);
  }
  const result = KeyListSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(describeZodError(result.error, source));
  }
  const records = result.data.map((entry, index) => ({
    id: entry.id ?? `key-${index + 1}`,
    user: entry.user,
    digest: entry.key !== undefined ? sha256(entry.key) : Buffer.from(entry.sha256!.toLowerCase(), 'hex'),
    imageEdit: entry.imageEdit,
    pastCoinWrite: entry.pastCoinWrite,
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

/** Reads the configured keys, or generates one random key when none are configured. */
export function loadKeys(source: KeySource): LoadedKeys {
  if (source.API_KEYS && source.API_KEYS_FILE) {
    throw new Error('API_KEYS and API_KEYS_FILE are both set: set only one');
  }
  if (source.API_KEYS) return { records: parseKeys(source.API_KEYS, 'API_KEYS') };
  if (source.API_KEYS_FILE) {
    let text: string;
    try {
      text = readFileSync(source.API_KEYS_FILE, 'utf8');
    } catch {
      throw new Error('API_KEYS_FILE: the file cannot be read');
    }
    return { records: parseKeys(text, 'API_KEYS_FILE') };
  }
  const generatedKey = generateKey();
  return {
    generatedKey,
    records: [{ id: 'generated', user: 'local', digest: sha256(generatedKey), imageEdit: true, pastCoinWrite: true }],
  };
}

export function generateKey(): string {
  return `ik_${randomBytes(32).toString('base64url')}`;
}
