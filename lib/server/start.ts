import 'server-only';
import { getKeys } from '../auth/store';
import { getConfig } from '../config';
import { setImageTextReader } from '../engines/ai_name';
import { warmOcrEngine } from '../engines/ocr';
import { getRateLimits } from '../limits';
import { logger } from '../log';
import { readImageTextWithOcr } from '../operations/ai_name/image-text';
import { drainAndShutdown } from './lifecycle';

const STARTED = Symbol.for('inference.started');

/** Fails fast, with a message naming the bad variable, instead of failing on the first request. */
export async function startServer(): Promise<void> {
  const holder = globalThis as typeof globalThis & { [STARTED]?: boolean };
  if (holder[STARTED]) return;
  holder[STARTED] = true;
  try {
    getConfig();
    getKeys();
    getRateLimits();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`\nThe server cannot start: ${message}\n\n`);
    process.exit(1);
  }
  const { SHUTDOWN_GRACE_MS, REDIS_URL } = getConfig();
  // With NEXT_MANUAL_SIG_HANDLE unset, Next.js also handles the signal and closes the listener at once.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.info({ msg: 'shutting down: refusing new work, finishing in-flight requests', signal });
      void drainAndShutdown(SHUTDOWN_GRACE_MS);
    });
  }
  warmOcrEngine();
  // The embedded namer reads a post's images when its text says little.
  setImageTextReader(readImageTextWithOcr);
  logger.info({ msg: 'server ready', redis: Boolean(REDIS_URL) });
}
