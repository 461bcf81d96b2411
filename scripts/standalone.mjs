// After `next build`: copy what the standalone server serves from disk but Next.js does not copy
// itself (static assets and public/), so `node .next/standalone/server.js` is complete.
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const standalone = path.join(root, '.next', 'standalone');
if (!existsSync(standalone)) {
  console.error('standalone: .next/standalone is missing (is output: "standalone" set?)');
  process.exit(1);
}
cpSync(path.join(root, '.next', 'static'), path.join(standalone, '.next', 'static'), { recursive: true });
if (existsSync(path.join(root, 'public'))) {
  cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true });
}
console.log('standalone: copied .next/static and public/ into .next/standalone');
