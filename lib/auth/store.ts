import 'server-only';
import { getConfig } from '../config';
import { logger } from '../log';
import { loadKeys, type LoadedKeys } from './keys';

const KEYS = Symbol.for('inference.keys');
type WithKeys = typeof globalThis & { [KEYS]?: LoadedKeys };

/**
 * The process's keys, loaded once. Kept on globalThis because Next.js may evaluate this module in
 * more than one bundle (instrumentation and each route), and a generated key must be the same in all.
 */
export function getKeys(): LoadedKeys {
  const holder = globalThis as WithKeys;
  if (!holder[KEYS]) {
    const loaded = loadKeys(getConfig());
    if (loaded.generatedKey) {
      // Printed once, to the operator's terminal, on purpose: it is the only way to learn it.
      process.stdout.write(
        `\n  No API_KEYS configured: generated an API key for this run (image editing enabled).\n` +
          `  The console uses it; to call the API yourself:\n\n    export API_KEY=${loaded.generatedKey}\n\n`,
      );
    } else {
      logger.info({ msg: 'api keys loaded', count: loaded.records.length });
    }
    holder[KEYS] = loaded;
  }
  return holder[KEYS];
}
