// The `inference` command's entry point (bin/inference.js loads its build, dist/cli/index.js).
import { main } from './main.ts';

process.exitCode = await main(process.argv.slice(2));
