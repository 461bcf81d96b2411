import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The standalone server (.next/standalone) should hold what the server reads and nothing else. A
 * read by a path the bundler cannot follow makes it trace the whole project (the build warns
 * "Dynamic filesystem access causes tracing of the whole project", and `npm run build` now fails on
 * it): bench photos, docs images, tests and sources then ship with every deployment.
 */
const ROOT = path.resolve(__dirname, '../..');
const STANDALONE = path.join(ROOT, '.next', 'standalone');

/** Every file under a folder, relative to it, skipping node_modules (its own tracing is per package). */
function filesUnder(folder: string, prefix = ''): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' ? [] : filesUnder(path.join(folder, entry.name), relative);
    return [relative];
  });
}

/** Project folders the server never reads at run time. */
const NOT_SERVED = [
  'bench',
  'docs',
  'e2e',
  'test-support',
  'reliability',
  'deploy',
  'scripts',
  'clients',
  'components',
  'app',
];

describe('.next/standalone', () => {
  const files = filesUnder(STANDALONE);

  it('holds the server and the data files it reads', () => {
    expect(files).toContain('server.js');
    expect(files).toContain('lib/engines/past_coin_search/data/past-coins.csv');
  });

  it('holds no bench, docs, test or source file of the project', () => {
    // Under .next/ the bundler's own output lives (worker-thread scripts are emitted there as .ts assets).
    const project = files.filter((file) => !file.startsWith('.next/'));
    const strays = project.filter((file) => NOT_SERVED.includes(file.split('/')[0]!) || /\.(tsx?|md)$/.test(file));
    expect(strays).toEqual([]);
  });

  it('holds none of the docs images or bench photos, wherever they landed', () => {
    const projectImages = new Set(
      [...filesUnder(path.join(ROOT, 'docs')), ...filesUnder(path.join(ROOT, 'bench'))]
        .filter((file) => /\.(jpe?g|png|webp)$/i.test(file))
        .map((file) => path.posix.basename(file)),
    );
    expect(projectImages.size).toBeGreaterThan(0);
    expect(files.filter((file) => projectImages.has(path.posix.basename(file)))).toEqual([]);
  });
});
