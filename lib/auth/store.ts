import 'server-only';
import type { Config } from '../config';
import { logger } from '../log';
import { loadKeys, type KeyPermission, type LoadedKeys } from './api-keys';

/**
 * The server's keys, loaded from its configuration. A generated key (none configured) is printed
 * once, to the operator's terminal, on purpose: it is the only way to learn it.
 */
export function loadServerKeys(config: Config, permissions: readonly KeyPermission[]): LoadedKeys {
  const loaded = loadKeys(config, permissions);
  if (loaded.generatedKey) {
    process.stdout.write(
      `\n  No API_KEYS configured: generated an API key for this run (every permission granted).\n` +
        `  The console uses it; to call the API yourself:\n\n    export API_KEY=${loaded.generatedKey}\n\n`,
    );
  } else {
    logger.info({ msg: 'api keys loaded', count: loaded.records.length });
  }
  return loaded;
}
