import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPERATION_NAMES, PANEL_OPERATION_NAMES } from '../lib/operations/contracts';
import { filesNaming, footprint, namingPattern, REGISTRY_LISTS } from './operation-footprint';

const source = (file: string) => readFileSync(path.join(__dirname, '..', file), 'utf8');

describe('an operation is its folder, its route and its console panel', () => {
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
