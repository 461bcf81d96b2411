#!/usr/bin/env node
// The command's entry point. It is committed (dist/ is built) so that npm links it on install even
// before the first build, as it does for the repository's workspace.
import { existsSync } from 'node:fs';

const cli = new URL('../dist/cli/index.js', import.meta.url);
if (!existsSync(cli)) {
  console.error('inference: the client is not built yet: run `npm run build` in clients/typescript.');
  process.exit(2);
}
await import(cli.href);
