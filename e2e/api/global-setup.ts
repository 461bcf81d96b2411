import { existsSync } from 'node:fs';
import path from 'node:path';

/** The API tests run against the production build; fail early and clearly when there is none. */
export default function setup() {
  if (!existsSync(path.resolve(__dirname, '../../.next/standalone/server.js'))) {
    throw new Error('No production build found: run `npm run build` first (npm test does it for you).');
  }
}
