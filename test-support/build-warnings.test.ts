import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script of the build, without types.
import { warningLines } from '../scripts/build-warnings.mjs';

/** What `next build` printed before the tracing fix (abridged, colours as Turbopack prints them). */
const WARNED = [
  '✓ Compiled successfully in 16.4s',
  'Turbopack build encountered 4 warnings:',
  './lib/engines/image_crops/faces.ts:52:29',
  '\x1b[33mWarning:\x1b[39m Dynamic filesystem access causes tracing of the whole project',
  ' ⚠ Unsupported metadata themeColor is configured in metadata export',
  'standalone: copied .next/static and public/ into .next/standalone',
].join('\n');

const CLEAN = [
  '▲ Next.js 16.4.6 (Turbopack)',
  '✓ Compiled successfully in 16.4s',
  '  Skipping validation of types',
  // Under CI=true, the first build on a machine (every fresh clone) advises about CI caching.
  ' ⚠ No build cache found. Please configure build caching for faster rebuilds. Read more: https://nextjs.org/docs/messages/no-cache',
  '✓ Generating static pages using 1 worker (7/7) in 196ms',
  '├ ƒ /private/past_coin_search',
].join('\n');

describe('npm run build fails on a warning (scripts/next-build.mjs)', () => {
  it('finds the warning lines Next.js and Turbopack print', () => {
    expect(warningLines(WARNED)).toHaveLength(3);
  });

  it('finds none in a clean build’s output', () => {
    expect(warningLines(CLEAN)).toEqual([]);
  });
});
