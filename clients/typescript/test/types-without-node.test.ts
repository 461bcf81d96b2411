import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const PACKAGE = path.resolve(__dirname, '..');
const tsc = createRequire(path.join(PACKAGE, 'package.json')).resolve('typescript/bin/tsc');
const folder = mkdtempSync(path.join(tmpdir(), 'client-types-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** tsc's output, and whether it succeeded. */
function compile(args: string[]): { ok: boolean; output: string } {
  try {
    return { ok: true, output: execFileSync(process.execPath, [tsc, ...args], { encoding: 'utf8' }) };
  } catch (error) {
    return { ok: false, output: String((error as { stdout?: string }).stdout) };
  }
}

describe('the built declarations', () => {
  it('compile under strict tsc in a project with no Node typings (types: [])', () => {
    const dist = path.join(folder, 'dist');
    const build = compile(['-p', path.join(PACKAGE, 'tsconfig.build.json'), '--outDir', dist]);
    expect(build.output).toBe('');
    expect(build.ok).toBe(true);

    // Every entry point the package exports, used as a browser or Deno project would.
    const manifest = JSON.parse(readFileSync(path.join(PACKAGE, 'package.json'), 'utf8')) as {
      exports: Record<string, { types: string }>;
    };
    const entries = Object.values(manifest.exports).map(({ types }) => types.replace(/\.d\.ts$/, '.js'));
    writeFileSync(
      path.join(folder, 'consumer.ts'),
      [
        ...entries.map((entry, index) => `import * as entry${index} from '${entry}';`),
        `import { createInferenceClient, ApiError, UserAbortError, type CallOptions } from './dist/index.js';`,
        `const client = createInferenceClient({ apiKey: 'k', timeout: 1000 });`,
        `const options: CallOptions = { timeout: 10, maxRetries: 0, headers: { 'x-a': 'b' }, requestId: 'r' };`,
        `export const named = client.aiName({ event: { text: 'x' } }, options).then(`,
        `  (result) => result.data.ticker,`,
        `  (error: unknown) => (error instanceof ApiError ? error.param : error instanceof UserAbortError),`,
        `);`,
        `export const all = [${entries.map((_, index) => `entry${index}`).join(', ')}];`,
      ].join('\n'),
    );
    writeFileSync(
      path.join(folder, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          types: [],
          lib: ['ES2022', 'DOM'],
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          skipLibCheck: false,
        },
        files: ['consumer.ts'],
      }),
    );
    const consumer = compile(['-p', path.join(folder, 'tsconfig.json')]);
    expect(consumer.output).toBe('');
    expect(consumer.ok).toBe(true);
  }, 120_000);
});
