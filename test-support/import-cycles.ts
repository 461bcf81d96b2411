import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Import cycles among the repository's own TypeScript files: the check `import/no-cycle` made in
 * lint, done once over the whole tree instead of once per linted file (which took most of the lint's
 * time). import-cycles.test.ts holds the repository at none; `npx tsx test-support/import-cycles.ts`
 * prints them.
 *
 * What counts as an edge follows no-cycle's defaults (eslint-plugin-import, with ignoreExternal):
 * - static imports, `export … from` and `import()` with a literal specifier; `require` is not
 *   followed, as no-cycle follows only ES imports by default;
 * - type-only ones are left out (`import type`, `export type … from`, and a declaration whose
 *   specifiers are all `type` ones), as they have no runtime effect; a side-effect import
 *   (`import './x'`, no specifiers) counts;
 * - specifiers resolve as TypeScript resolves them with the repository's tsconfig.json (the `@/`
 *   alias and the client's paths included); what resolves into node_modules or outside the root
 *   is left out.
 */

const ROOT = path.resolve(__dirname, '..');

/** Folders ESLint does not lint (eslint.config.mjs ignores) or that hold no source of ours. */
const SKIPPED_FOLDERS = new Set(['node_modules', '.next', '.git', 'scratch', 'test-results', 'coverage']);
const SKIPPED_PATHS = ['e2e/screenshots', 'clients/typescript/dist', 'bench/out'];
const SOURCE = /\.(ts|tsx|mts|cts)$/;

/** The TypeScript sources under a root, as absolute paths. */
export function sourceFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        const relative = path.relative(root, full).split(path.sep).join('/');
        if (!SKIPPED_FOLDERS.has(entry.name) && !SKIPPED_PATHS.includes(relative)) walk(full);
      } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        found.push(full);
      }
    }
  };
  walk(root);
  return found.sort();
}

/** Whether an import or re-export declaration brings in types only. */
function typeOnly(statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isImportDeclaration(statement)) {
    const clause = statement.importClause;
    if (!clause) return false; // a side-effect import runs the module
    if (clause.isTypeOnly) return true;
    const bindings = clause.namedBindings;
    return !clause.name && !!bindings && ts.isNamedImports(bindings) && allTypes(bindings.elements);
  }
  if (statement.isTypeOnly) return true;
  const clause = statement.exportClause;
  return !!clause && ts.isNamedExports(clause) && allTypes(clause.elements);
}

function allTypes(elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>): boolean {
  return elements.length > 0 && elements.every((element) => element.isTypeOnly);
}

/** The specifiers a source imports at run time: static imports, re-exports and `import()`. */
export function runtimeSpecifiers(fileName: string, text: string): string[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      !typeOnly(statement)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  if (text.includes('import(')) {
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [argument] = node.arguments;
        if (argument && ts.isStringLiteralLike(argument)) specifiers.push(argument.text);
      }
      node.forEachChild(visit);
    };
    source.forEachChild(visit);
  }
  return specifiers;
}

/** The repository's compiler options (paths, module resolution), read from a tsconfig.json. */
function compilerOptions(root: string, configFile: string): ts.CompilerOptions {
  const { config, error } = ts.readConfigFile(configFile, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, root, configFile);
  // `paths` without a baseUrl are relative to the tsconfig's folder, as tsc reads them.
  return { ...options, pathsBasePath: path.dirname(configFile) };
}

/** Each source's runtime imports of other sources inside the root, as paths from the root. */
export function importGraph(root = ROOT, configFile = path.join(ROOT, 'tsconfig.json')): Map<string, string[]> {
  const options = compilerOptions(root, configFile);
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const graph = new Map<string, string[]>();
  const pending = sourceFiles(root);
  const seen = new Set(pending);
  while (pending.length > 0) {
    const file = pending.pop()!;
    const targets = new Set<string>();
    for (const specifier of runtimeSpecifiers(file, readFileSync(file, 'utf8'))) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys, cache).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = path.resolve(resolved.resolvedFileName);
      const fromRoot = relative(target);
      if (fromRoot.startsWith('..') || fromRoot.split('/').includes('node_modules') || target === file) continue;
      targets.add(fromRoot);
      // A file the walk skipped (generated code, say) can still close a cycle: follow it too.
      if (SOURCE.test(target) && !target.endsWith('.d.ts') && !seen.has(target)) {
        seen.add(target);
        pending.push(target);
      }
    }
    graph.set(relative(file), [...targets].sort());
  }
  return graph;
}

/** The strongly connected components with more than one file (Tarjan's algorithm, iterative). */
export function stronglyConnected(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    const frames: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const target = edges[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          frames.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1) components.push(component.sort());
      }
    }
  }
  return components.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** One cycle through a component, from its first file back to it: the shortest, found breadth first. */
function cycleThrough(component: string[], graph: Map<string, string[]>): string[] {
  const members = new Set(component);
  const start = component[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let at = 0; at < queue.length; at++) {
    const node = queue[at]!;
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const chain = [start];
        for (let step = node; step !== start; step = cameFrom.get(step)!) chain.splice(1, 0, step);
        return [...chain, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/**
 * Every import cycle of a graph, one readable chain per group of files that import each other round
 * (`a.ts → b.ts → a.ts`), followed by the other files of that group, if any.
 */
export function importCycles(graph = importGraph()): string[] {
  return stronglyConnected(graph).map((component) => {
    const chain = cycleThrough(component, graph);
    const others = component.filter((file) => !chain.includes(file));
    return chain.join(' → ') + (others.length > 0 ? ` (with ${others.join(', ')} in the same loop)` : '');
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const cycles = importCycles();
  console.log(cycles.length === 0 ? 'No import cycles.' : cycles.join('\n'));
  process.exitCode = cycles.length === 0 ? 0 : 1;
}
