import 'server-only';
import { getKeys } from '../auth/store';
import { getConfig } from '../config';
import { getRateLimits } from '../limits';
import { logger } from '../log';

/** Fails fast, with a message naming the bad variable, instead of failing on the first request. */
export async function startServer(): Promise<void> {
  try {
    getConfig();
    getKeys();
    getRateLimits();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`\nThe server cannot start: ${message}\n\n`);
    process.exit(1);
  }
  logger.info({ msg: 'server ready', redis: Boolean(getConfig().REDIS_URL) });
}
