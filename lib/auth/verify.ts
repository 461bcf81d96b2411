import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { ApiError } from '../errors';
import { sha256, type ApiKeyRecord } from './api-keys';

/** Who is calling: the key's id, its owner and the permissions it has. */
export interface Principal {
  keyId: string;
  user: string;
  permissions: readonly string[];
}

/** The principal a key record stands for. */
export function principalOf(record: ApiKeyRecord): Principal {
  return { keyId: record.id, user: record.user, permissions: record.permissions };
}

/** Whether the principal has this permission (an operation's declared id). */
export function hasPermission(principal: Principal, permission: string): boolean {
  return principal.permissions.includes(permission);
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

/** The challenge a 401 carries (RFC 6750): the scheme to use and, for a key sent, that it is not good. */
const CHALLENGE = 'Bearer realm="inference"';

function refused(message?: string): ApiError {
  const challenge = message === undefined ? CHALLENGE : `${CHALLENGE}, error="invalid_token"`;
  return new ApiError('unauthorized', message, { headers: { 'WWW-Authenticate': challenge } });
}

export function authenticate(records: readonly ApiKeyRecord[], headers: Headers, now = new Date()): Principal {
  const key = presentedKey(headers);
  if (key === undefined) throw refused();
  const record = findKey(records, key);
  if (record === undefined) throw refused('The API key is not valid.');
  if (record.expiresAt !== undefined && record.expiresAt.getTime() <= now.getTime()) {
    throw refused('The API key has expired.');
  }
  return principalOf(record);
}
