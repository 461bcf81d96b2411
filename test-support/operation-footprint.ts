import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CONTRACTS, OPERATION_NAMES, type OperationName } from '../lib/operations/contracts';

/**
 * What an operation consists of, read from the registry and the tree, and which product files
 * outside its own places name it. `npm run footprint` prints it; operation-footprint.test.ts holds
 * the count of such files at zero.
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

function filesUnder(relative: string): string[] {
  const full = path.join(ROOT, relative);
  let stats;
  try {
    stats = statSync(full);
  } catch {
    return [];
  }
  if (stats.isFile()) return [relative];
  return readdirSync(full).flatMap((entry) => filesUnder(path.join(relative, entry)));
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

/** Product files outside an operation's own places that name it, the registry lists aside. */
export function filesNaming(name: OperationName): string[] {
  const own = Object.values(ownPlaces(name));
  const pattern = namingPattern(name);
  return PRODUCT_ROOTS.flatMap(filesUnder)
    .filter((file) => CODE.test(file) && !TEST.test(file))
    .filter((file) => !own.some((place) => file === place || file.startsWith(`${place}/`)))
    .filter((file) => !REGISTRY_LISTS.includes(file))
    .filter((file) => pattern.test(readFileSync(path.join(ROOT, file), 'utf8')));
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
    elsewhere: filesNaming(name),
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
    console.log(`  named elsewhere:   ${found.elsewhere.length} ${found.elsewhere.join(', ')}`);
  }
  console.log(`\nregistry lists (one line per operation): ${REGISTRY_LISTS.join(', ')}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) main();
