import { fileURLToPath } from 'node:url';

/**
 * The checkout's folder, which holds node_modules and the engines' data: what the composition root
 * resolves as the app root (its working directory) when the server runs, for tests and benches that
 * build engines themselves.
 */
export const APP_ROOT = fileURLToPath(new URL('..', import.meta.url));
