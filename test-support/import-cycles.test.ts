import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-cycles';

/** A throwaway tree: its files (path from its root → source), with a tsconfig.json mapping `@/`. */
function plantTree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  const all = {
    'tsconfig.json': JSON.stringify({
      compilerOptions: { moduleResolution: 'bundler', module: 'esnext', paths: { '@/*': ['./*'] } },
    }),
    ...files,
  };
  for (const [file, source] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

describe('import cycles', () => {
  it('finds none in the repository, whose graph covers the linted folders and resolves the alias', () => {
    const graph = importGraph();
    const folders = ['app/', 'components/', 'lib/', 'clients/typescript/src/', 'e2e/', 'bench/', 'test-support/'];
    for (const folder of folders)
      expect(
        [...graph.keys()].some((file) => file.startsWith(folder)),
        folder,
      ).toBe(true);
    expect(graph.get('app/layout.tsx')).toContain('lib/operations/contracts.ts'); // through `@/`
    expect(graph.get('lib/bootstrap.ts')).toContain('lib/operations/registry.ts'); // a relative path
    expect(graph.get('lib/bootstrap.ts')).not.toContain('lib/auth/api-keys.ts'); // `import type` only
    expect(importCycles(graph)).toEqual([]);
  });

  describe('in a planted tree', () => {
    const root = plantTree({
      // A runtime cycle through the alias, a relative import and a re-export.
      'lib/a.ts': "import { c } from '@/lib/b';\nexport const a = () => c;\n",
      'lib/b.ts': "export { c } from './c';\n",
      'lib/c.ts': "import { a } from '../lib/a';\nexport const c = () => a;\n",
      // A lazy `import()` closes a cycle too, as for no-cycle.
      'lazy/first.ts': "export const load = () => import('./second');\n",
      'lazy/second.ts': "import { load } from './first';\nexport const again = load;\n",
      // Type-only imports back do not: `import type`, all-`type` specifiers, `export type … from`.
      'types/x.ts': "import type { Y } from './y';\nexport const x = 1;\nexport type X = Y;\n",
      'types/y.ts': "import { x } from './x';\nexport type Y = typeof x;\n",
      'types/z.ts': "import { type W } from './w';\nexport const z = 1;\nexport type Z = W;\n",
      'types/w.ts': "import { z } from './z';\nexport type W = typeof z;\nexport type { X } from './x';\n",
      // A package by the same name stays outside the graph, as with ignoreExternal.
      'node_modules/pkg/index.ts': "import { a } from '../../lib/a';\nexport const p = a;\n",
      'lib/uses-pkg.ts': "import { p } from 'pkg';\nexport const usesPkg = p;\n",
    });
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('names every runtime cycle as a chain of files, and none made of type-only imports', () => {
      const cycles = importCycles(importGraph(root, path.join(root, 'tsconfig.json')));
      expect(cycles).toEqual([
        'lazy/first.ts → lazy/second.ts → lazy/first.ts',
        'lib/a.ts → lib/b.ts → lib/c.ts → lib/a.ts',
      ]);
    });
  });
});
