import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { CONTRACTS, OPERATION_NAMES, type OperationName } from '../lib/operations/contracts';

/**
 * What an operation consists of, read from the registry and the tree, and which product files
 * outside its own places import from them or name it. `npm run footprint` prints it;
 * operation-footprint.test.ts holds the count of such files at zero.
 */

const ROOT = path.resolve(__dirname, '..');

/** The product's code: what `next build` serves, tests and benches aside. */
const PRODUCT_ROOTS = ['app', 'components', 'lib', 'instrumentation.ts', 'next.config.mjs'];
const CODE = /\.(ts|tsx|mjs|js)$/;
const TEST = /\.test\.tsx?$/;

/** The lists that name every operation, one line each: the registry's halves. */
export const REGISTRY_LISTS = [
  'lib/operations/contracts.ts',
  'lib/operations/registry.ts',
  'components/panels/index.tsx',
];

/** Where operations lend each other services (OCR's engine and reader, past-coin search's store): it imports their folders. */
export const SERVICE_LENDING = 'lib/operations/shared-services.ts';

function filesUnder(relative: string, root = ROOT): string[] {
  const full = path.join(root, relative);
  let stats;
  try {
    stats = statSync(full);
  } catch {
    return [];
  }
  if (stats.isFile()) return [relative];
  return readdirSync(full).flatMap((entry) => filesUnder(path.join(relative, entry), root));
}

/** The folders and files that are the operation's own. */
export function ownPlaces(name: OperationName) {
  return {
    folder: `lib/operations/${name}`,
    route: `app${CONTRACTS[name].path}/route.ts`,
    panel: `components/panels/${name}`,
    engines: `lib/engines/${name}`,
  };
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Ways a source names an operation: its name as a string or key, its path, or an import of its folders. */
export function namingPattern(name: OperationName): RegExp {
  const id = escape(name);
  return new RegExp(
    [
      `['"\`]${id}['"\`]`,
      `^\\s*${id}\\s*[:,]`,
      escape(CONTRACTS[name].path) + '\\b',
      `(operations|panels|engines)/${id}\\b`,
    ].join('|'),
    'm',
  );
}

/** Whether a path (from the root, with or without its extension) lies in one of these places. */
function within(file: string, places: readonly string[]): boolean {
  const bare = file.replace(CODE, '');
  return places.some((place) => {
    const stem = place.replace(CODE, '');
    return bare === stem || file.startsWith(`${place}/`);
  });
}

/** The product's code files outside an operation's own places, the registry lists aside. */
function filesOutside(name: OperationName, root: string): string[] {
  const own = Object.values(ownPlaces(name));
  return PRODUCT_ROOTS.flatMap((place) => filesUnder(place, root))
    .filter((file) => CODE.test(file) && !TEST.test(file))
    .filter((file) => !within(file, own))
    .filter((file) => !REGISTRY_LISTS.includes(file) && file !== SERVICE_LENDING);
}

/** Product files outside an operation's own places that name it, the registry lists aside. */
export function filesNaming(name: OperationName, root = ROOT): string[] {
  const pattern = namingPattern(name);
  return filesOutside(name, root).filter((file) => pattern.test(readFileSync(path.join(root, file), 'utf8')));
}

/**
 * The project files a source file imports (static imports and re-exports, `import()` and `require`
 * with a literal), as paths from the root: relative specifiers and the `@/` alias resolved, without
 * guessing an extension; packages left out.
 */
export function importedPaths(file: string, source: string): string[] {
  const { importedFiles } = ts.preProcessFile(source, true, true);
  return importedFiles.flatMap(({ fileName: specifier }) => {
    if (specifier.startsWith('@/')) return [path.posix.normalize(specifier.slice(2))];
    if (!specifier.startsWith('.')) return [];
    return [path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))];
  });
}

/**
 * Product files outside an operation's own places that import from them (its folder, engines, panel
 * or route), the registry lists aside: each with the imports that reach in.
 */
export function filesImporting(name: OperationName, root = ROOT): string[] {
  const own = Object.values(ownPlaces(name));
  return filesOutside(name, root).filter((file) =>
    importedPaths(file, readFileSync(path.join(root, file), 'utf8')).some((target) => within(target, own)),
  );
}

/** An operation's files: its folder, route and panel folder (and its engines, where it has a folder of them). */
export function footprint(name: OperationName) {
  const places = ownPlaces(name);
  return {
    name,
    folder: filesUnder(places.folder).filter((file) => !TEST.test(file)),
    route: filesUnder(places.route),
    panel: filesUnder(places.panel).filter((file) => !TEST.test(file)),
    engines: filesUnder(places.engines).filter((file) => CODE.test(file) && !TEST.test(file)).length,
    importedElsewhere: filesImporting(name),
    namedElsewhere: filesNaming(name),
  };
}

function main(): void {
  for (const name of OPERATION_NAMES) {
    const found = footprint(name);
    console.log(`\n${name} (${CONTRACTS[name].path})`);
    console.log(`  its folder:        ${found.folder.map((file) => path.basename(file)).join(', ')}`);
    console.log(`  its route:         ${found.route.join(', ') || 'none'}`);
    console.log(`  its console panel: ${found.panel.length} files in ${ownPlaces(name).panel}/`);
    console.log(`  its engines:       ${found.engines} files in ${ownPlaces(name).engines}/`);
    console.log(`  imported elsewhere: ${found.importedElsewhere.length} ${found.importedElsewhere.join(', ')}`);
    console.log(`  named elsewhere:   ${found.namedElsewhere.length} ${found.namedElsewhere.join(', ')}`);
  }
  console.log(`\nregistry lists (one line per operation): ${REGISTRY_LISTS.join(', ')}`);
  console.log(`services operations lend each other: ${SERVICE_LENDING}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) main();
