import 'server-only';
import { dataFolder, type Config } from '../config';
import { logger } from '../log';
import { loadKeys, type KeyPermission, type LoadedKeys } from './api-keys';
import { keptKey, type KeptKey } from './kept-key';

/**
 * The server's keys, loaded from its configuration. With none configured, the generated key is kept
 * in the data folder (owner-only) and reused at the next start; it is printed to the operator's
 * terminal at every start, on purpose, with where it is kept.
 */
export function loadServerKeys(config: Config, permissions: readonly KeyPermission[]): LoadedKeys {
  let kept: KeptKey | undefined;
  const loaded = loadKeys(config, permissions, () => {
    kept = keptKey(dataFolder(config));
    return kept.key;
  });
  if (kept) {
    const what = kept.created
      ? `generated an API key (every permission granted) and kept it in\n    ${kept.file}\n  (readable only by you) for the next starts; delete the file for a new key.`
      : `using the API key kept since an earlier start (every permission granted) in\n    ${kept.file}\n  (readable only by you); delete the file for a new key.`;
    process.stdout.write(
      `\n  No API_KEYS configured: ${what}\n` +
        `  The console uses it; to call the API yourself:\n\n    export API_KEY=${kept.key}\n\n`,
    );
  } else {
    logger.info({ msg: 'api keys loaded', count: loaded.records.length });
  }
  return loaded;
}
