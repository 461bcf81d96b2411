import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configVariableNames } from './operations/registry';

const LINES = readFileSync(new URL('../.env.example', import.meta.url), 'utf8').split('\n');
/** A variable's line: `# NAME=…` (commented out: every variable is optional). */
const VARIABLE = /^# ?([A-Z][A-Z0-9_]*)=/;

const listed = LINES.flatMap((line, index) => {
  const name = VARIABLE.exec(line)?.[1];
  return name ? [{ name, comment: LINES[index - 1] ?? '' }] : [];
});

describe('.env.example', () => {
  it('names exactly the variables the configuration reads, each once', () => {
    const names = listed.map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...configVariableNames()].sort());
  });

  it('says in a comment line above each variable what it is', () => {
    for (const { name, comment } of listed) {
      expect(comment, name).toMatch(/^# \S/);
      expect(VARIABLE.test(comment), `${name}: the line above is another variable`).toBe(false);
    }
  });
});
