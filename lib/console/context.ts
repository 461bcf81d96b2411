import 'server-only';
import type { LoadedKeys } from '../auth/api-keys';
import type { Config } from '../config';
import type { RateLimits } from '../limits';

/** What the console's routes need of the server, handed in by the composition root. */
export interface ConsoleContext {
  config: Config;
  keys: LoadedKeys;
  rateLimits: RateLimits;
}
