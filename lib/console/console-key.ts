import 'server-only';
import { findKey, principalOf, type Principal } from '../auth/verify';
import { ApiError } from '../errors';
import type { ConsoleContext } from './context';

export type ConsoleKey = { ok: true; principal: Principal } | { ok: false; problem: string };

/**
 * Whose key the console calls with: the generated key when none are configured, else the
 * configured key given in CONSOLE_API_KEY. The key itself never leaves the server.
 */
export function consoleKey({ keys, config }: ConsoleContext, now = new Date()): ConsoleKey {
  const { records, generatedKey } = keys;
  const wanted = generatedKey ?? config.CONSOLE_API_KEY;
  if (wanted === undefined) {
    return {
      ok: false,
      problem:
        'The console has no API key to call with: API keys are configured, so set CONSOLE_API_KEY to one of them (the plain key) and restart.',
    };
  }
  const record = findKey(records, wanted);
  if (record === undefined) {
    return {
      ok: false,
      problem: 'CONSOLE_API_KEY matches none of the configured API keys: set it to one of them and restart.',
    };
  }
  if (record.expiresAt !== undefined && record.expiresAt.getTime() <= now.getTime()) {
    return {
      ok: false,
      problem: `The console's API key (${record.id}) has expired: set CONSOLE_API_KEY to a current key.`,
    };
  }
  return { ok: true, principal: principalOf(record) };
}

export function consolePrincipal(context: ConsoleContext): Principal {
  const key = consoleKey(context);
  if (!key.ok) throw new ApiError('unauthorized', key.problem);
  return key.principal;
}
