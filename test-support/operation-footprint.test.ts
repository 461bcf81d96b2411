import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OPERATION_NAMES, PANEL_OPERATION_NAMES } from '../lib/operations/contracts';
import {
  filesImporting,
  filesNaming,
  footprint,
  importedPaths,
  namingPattern,
  REGISTRY_LISTS,
} from './operation-footprint';

const source = (file: string) => readFileSync(path.join(__dirname, '..', file), 'utf8');

describe('an operation is its folder, its route and its console panel', () => {
  it.each(OPERATION_NAMES)('%s: no other product file imports from its places, the registry lists aside', (name) => {
    expect(filesImporting(name)).toEqual([]);
  });

  it.each(OPERATION_NAMES)('%s: no other product file names it, the registry lists aside', (name) => {
    expect(filesNaming(name)).toEqual([]);
  });

  it.each(OPERATION_NAMES)('%s: has its descriptor, contract and config in its folder, and a route', (name) => {
    const found = footprint(name);
    for (const file of ['index.ts', 'contract.ts', 'config.ts']) {
      expect(found.folder).toContain(`lib/operations/${name}/${file}`);
    }
    expect(found.route).toHaveLength(1);
  });

  it.each(PANEL_OPERATION_NAMES)('%s: has its console panel (its contract says where)', (name) => {
    expect(footprint(name).panel.length).toBeGreaterThan(0);
  });

  it('lists a panel for exactly the operations whose contract gives one a place', () => {
    const listed = OPERATION_NAMES.filter((name) => namingPattern(name).test(source('components/panels/index.tsx')));
    expect(listed).toEqual(PANEL_OPERATION_NAMES);
  });

  it('would see a file that names an operation: each registry list names every one', () => {
    for (const list of REGISTRY_LISTS) {
      const names = list.startsWith('components/') ? PANEL_OPERATION_NAMES : OPERATION_NAMES;
      for (const name of names) expect(namingPattern(name).test(source(list)), `${list}: ${name}`).toBe(true);
    }
    expect(namingPattern('ocr').test("fetch('/private/ocr', {})")).toBe(true);
    expect(namingPattern('ocr').test("import { x } from '../operations/ocr/contract';")).toBe(true);
    expect(namingPattern('ocr').test('const ocrLines = 3; // the OCR lines')).toBe(false);
  });
});

describe('counting by imports', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'footprint-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const plant = (file: string, source: string) => {
    mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  };
  // Violations: another engine, a component, a re-export and a dynamic import reach into an operation's places.
  plant('lib/engines/past_coin_search/index.ts', "import { namingTerms } from '../ai_name';\n");
  plant('components/terms.tsx', "import type { X } from '@/lib/operations/ai_name/services';\n");
  plant('lib/reexport.ts', "export * from './operations/image_crops/engine';\n");
  plant('lib/lazy.ts', "const ocr = await import('./engines/ocr');\n");
  // No violations: its contract importing its engine's rules, the registry list, a look-alike folder, a comment.
  plant('lib/operations/ai_name/contract.ts', "import { TokenNameAnswerSchema } from '../../engines/ai_name/rules';\n");
  plant('lib/operations/registry.ts', "import { aiName } from './ai_name';\nimport { ocr } from './ocr';\n");
  plant('lib/other.ts', "import { x } from './engines/ai_name_extra/x';\n// import { y } from './engines/ai_name';\n");

  it('sees every planted import of an operation’s places, and nothing else', () => {
    expect(filesImporting('ai_name', root).sort()).toEqual([
      'components/terms.tsx',
      'lib/engines/past_coin_search/index.ts',
    ]);
    expect(filesImporting('image_crops', root)).toEqual(['lib/reexport.ts']);
    expect(filesImporting('ocr', root)).toEqual(['lib/lazy.ts']);
    expect(filesImporting('image_edit', root)).toEqual([]);
  });

  it('resolves relative specifiers and the @/ alias from the importing file, and leaves packages out', () => {
    const source = "import a from '../x/y';\nimport 'zod';\nexport { b } from '@/lib/z';\nimport c from './w.ts';";
    expect(importedPaths('lib/engines/q/r.ts', source)).toEqual(['lib/engines/x/y', 'lib/z', 'lib/engines/q/w.ts']);
  });
});
