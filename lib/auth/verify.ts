import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { ApiError } from '../errors';
import { sha256, type ApiKeyRecord } from './keys';

export interface Principal {
  keyId: string;
  user: string;
  imageEdit: boolean;
  pastCoinWrite: boolean;
}

/** `Authorization: Bearer <key>` first, `X-Api-Key: <key>` otherwise. */
export function presentedKey(headers: Headers): string | undefined {
  const authorization = headers.get('authorization');
  if (authorization !== null) {
    const match = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization);
    if (match) return match[1];
  }
  const apiKey = headers.get('x-api-key')?.trim();
  return apiKey ? apiKey : undefined;
}

/**
 * Finds the record whose digest matches the presented key. Every record is compared, in constant
 * time, so the time taken says nothing about which record (or how much of one) matched.
 */
export function findKey(records: readonly ApiKeyRecord[], key: string): ApiKeyRecord | undefined {
  const digest = sha256(key);
  let found: ApiKeyRecord | undefined;
  for (const record of records) {
    if (timingSafeEqual(record.digest, digest) && found === undefined) found = record;
  }
  return found;
}

export function authenticate(records: readonly ApiKeyRecord[], headers: Headers, now = new Date()): Principal {
  const key = presentedKey(headers);
  if (key === undefined) throw new ApiError('unauthorized');
  const record = findKey(records, key);
  if (record === undefined) throw new ApiError('unauthorized', 'The API key is not valid.');
  if (record.expiresAt !== undefined && record.expiresAt.getTime() <= now.getTime()) {
    throw new ApiError('unauthorized', 'The API key has expired.');
  }
  return { keyId: record.id, user: record.user, imageEdit: record.imageEdit, pastCoinWrite: record.pastCoinWrite };
}
