import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../src/cli/main';

const SRC = path.resolve(__dirname, '../src');
const KIT = path.join(SRC, 'kit');

/**
 * The places in a source file where a type is asserted rather than checked: `x as T` (not `as const`),
 * `<T>x`, `x!`, and every `unknown` or `any` written as a type. Each as `line: text`.
 */
function assertions(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const note = (node: ts.Node) =>
    found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText()}`);
  const visit = (node: ts.Node) => {
    if (ts.isAsExpression(node) && !(ts.isTypeReferenceNode(node.type) && node.type.getText() === 'const')) note(node);
    if (ts.isTypeAssertionExpression(node) || ts.isNonNullExpression(node)) note(node);
    if (node.kind === ts.SyntaxKind.UnknownKeyword || node.kind === ts.SyntaxKind.AnyKeyword) note(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the client’s layout', () => {
  it('has one HTTP path: the typed client (no kit-http-call.ts)', () => {
    expect(existsSync(path.join(SRC, 'kit-http-call.ts'))).toBe(false);
    expect(readdirSync(SRC).filter((file) => /http-call/.test(file))).toEqual([]);
  });

  it.each(readdirSync(KIT).filter((file) => file.endsWith('.ts')))(
    'kit/%s calls through the typed client with its types: no cast, no unknown or any',
    (file) => {
      expect(assertions(path.join(KIT, file))).toEqual([]);
    },
  );

  it('the scan finds what it looks for', () => {
    const planted = path.join(__dirname, 'fixtures', 'casts.ts.txt');
    expect(assertions(planted).map((line) => line.replace(/^\d+: /, ''))).toEqual([
      'body as { name: string }',
      '<string>body',
      'value!',
      'unknown',
      'any',
    ]);
  });

  it('keeps the command line in src/cli/, one file per command', () => {
    expect(readdirSync(SRC).filter((file) => /^cli(-|\.|$)|command/.test(file))).toEqual(['cli']);
    const files = readdirSync(path.join(SRC, 'cli'));
    for (const name of Object.keys(COMMANDS)) {
      expect(files).toContain(`${name}.ts`);
      expect(readFileSync(path.join(SRC, 'cli', `${name}.ts`), 'utf8')).toContain(`export const ${name}: Command`);
    }
  });
});
