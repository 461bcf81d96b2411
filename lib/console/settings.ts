import 'server-only';
import { getConfig } from '../config';
import type { ConsoleSettings } from '../contract/console-settings';
import { consoleKey } from './console-key';

/** What the browser needs to know about this server's limits and the console's state: nothing secret. */
export function consoleSettings(): ConsoleSettings {
  const config = getConfig();
  const key = consoleKey();
  return {
    imageMaxBytes: config.IMAGE_MAX_BYTES,
    bodyLimitBytes: config.BODY_LIMIT_BYTES,
    ocrMaxImages: config.OCR_MAX_IMAGES,
    passwordProtected: config.CONSOLE_PASSWORD !== undefined,
    keyProblem: key.ok ? undefined : key.problem,
    imageEditEnabled: key.ok ? key.principal.imageEdit : true,
  };
}
