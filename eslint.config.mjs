import { existsSync, readdirSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/** The operations' folders (lib/operations/<op>/), each with a browser-safe contract.ts. */
const OPERATION_FOLDERS = readdirSync(new URL('./lib/operations', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The operations' browser-safe half, relative to lib/operations: the contracts list and each contract. */
const OPERATION_CONTRACTS = ['./contracts.ts', ...OPERATION_FOLDERS.map((name) => `./${name}/contract.ts`)];

/** The engines' folders (lib/engines/<engine>/). */
const ENGINE_FOLDERS = readdirSync(new URL('./lib/engines', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The engines that have rules (lib/engines/<op>/rules.ts): the browser-safe limits and repairs their
 * operation's contract publishes. The engine owns them, so that it never imports the contract.
 */
const ENGINES_WITH_RULES = ENGINE_FOLDERS.filter((name) =>
  existsSync(new URL(`./lib/engines/${name}/rules.ts`, import.meta.url)),
);

/** Browser-safe modules of lib/ that components may import: the contracts and pure helpers. */
const BROWSER_SAFE = [
  './contract',
  './format.ts',
  './images/limits.ts',
  './validation.ts',
  './errors.ts',
  './per-process.ts',
  ...OPERATION_CONTRACTS.map((file) => `./operations/${file.slice(2)}`),
];

/** Browser-safe modules of the console's server half that its pages share: the settings it is sent. */
const CONSOLE_SHARED = ['./console/console-settings.ts'];

/** An operation reaches no other's folder: what one lends the others, the registry (lib/operations/registry.ts) hands in. */
const OPERATION_ISOLATION = OPERATION_FOLDERS.flatMap((name) =>
  OPERATION_FOLDERS.filter((other) => other !== name).map((other) => ({
    target: `./lib/operations/${name}`,
    from: `./lib/operations/${other}`,
    message:
      'An operation does not import another operation’s folder; take what it uses as an argument of createEngine (lib/operations/registry.ts wires it).',
  })),
);

/** No engine imports another: what one operation offers another is a service the composition root wires. */
const ENGINE_ISOLATION = ENGINE_FOLDERS.flatMap((name) =>
  ENGINE_FOLDERS.filter((other) => other !== name).map((other) => ({
    target: `./lib/engines/${name}`,
    from: `./lib/engines/${other}`,
    message:
      'An engine does not import another engine; take what it needs as an argument (lib/operations/registry.ts wires it).',
  })),
);

/** What reads the environment and builds the process's keys and limits: the composition root's alone. */
const ROOT_ONLY = [
  { group: ['**/operations/registry'], importNames: ['parseConfig'] },
  { group: ['**/auth/store'], importNames: ['loadServerKeys'] },
  { group: ['**/limits', '**/limits/index'], importNames: ['createRateLimits'] },
].map((pattern) => ({
  ...pattern,
  message: 'Only lib/bootstrap.ts reads the configuration and builds keys and limits; receive them as arguments.',
}));

/**
 * The layering, top to bottom: app → lib/bootstrap (the composition root) → lib/console, lib/http →
 * lib/operations → lib/engines → lib/images. Nothing below imports anything above. The contract,
 * errors, config and the other leaves may be imported from any layer, but import no layer themselves.
 * Neither the engines nor the shared contract parts import lib/operations: an operation's contract
 * imports its engine's browser-safe rules.ts, never the other way.
 */
const LAYERS = [
  { target: './lib', from: './lib/bootstrap.ts', except: [], message: 'Only app/ may import the composition root.' },
  { target: './lib/http', from: './lib/console', message: 'The pipeline does not know the console.' },
  { target: './lib/operations', from: './lib/http', message: 'Operations do not know HTTP plumbing.' },
  { target: './lib/operations', from: './lib/console', message: 'Operations do not know the console.' },
  {
    target: './lib/engines',
    from: './lib/operations',
    message:
      'Engines do not know operations, not even their contracts: what a contract needs from its engine, the engine owns in a browser-safe rules.ts that the contract imports.',
  },
  { target: './lib/engines', from: './lib/http', message: 'Engines do not know HTTP.' },
  { target: './lib/engines', from: './lib/errors.ts', message: 'Engines throw EngineError; operations map it.' },
  { target: './lib/images', from: './lib/engines', message: 'Images do not know engines.' },
  { target: './lib/images', from: './lib/operations', message: 'Images do not know operations.' },
  { target: './lib/images', from: './lib/http', message: 'Images do not know HTTP.' },
  { target: './lib/images', from: './lib/errors.ts', message: 'Images throw ImageError; operations map it.' },
  ...['./lib/engines', './lib/operations', './lib/http'].map((from) => ({
    target: './lib/faces',
    from,
    message: 'The face finder the engines share knows no engine, operation or HTTP.',
  })),
  ...['./lib/engines', './lib/operations', './lib/http'].map((from) => ({
    target: './lib/subjects',
    from,
    message: 'The subject network the engines share knows no engine, operation or HTTP.',
  })),
  { target: './lib/contract', from: './lib/operations', message: 'The shared contract parts do not know operations.' },
  ...[
    './lib/contract',
    './lib/operations/contracts.ts',
    ...ENGINES_WITH_RULES.map((name) => `./lib/engines/${name}/rules.ts`),
  ].map((target) => ({
    target,
    from: './lib',
    except: BROWSER_SAFE,
    message: 'The contract is browser-safe: it imports no server module.',
  })),
  // An operation's contract may also import its own engine's rules (browser-safe by the zone above).
  ...OPERATION_FOLDERS.map((name) => ({
    target: `./lib/operations/${name}/contract.ts`,
    from: './lib',
    except: [...BROWSER_SAFE, ...(ENGINES_WITH_RULES.includes(name) ? [`./engines/${name}/rules.ts`] : [])],
    message: 'The contract is browser-safe: it imports no server module (its own engine’s rules.ts aside).',
  })),
  ...OPERATION_ISOLATION,
  ...ENGINE_ISOLATION,
  { target: './lib', from: './app', message: 'lib/ does not import app/.' },
  { target: './lib', from: './components', message: 'lib/ does not import components/.' },
  {
    target: './components',
    from: './lib',
    except: [...BROWSER_SAFE, ...CONSOLE_SHARED],
    message: 'components/ imports only the browser-safe contract (and the console settings type) from lib/.',
  },
];

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  globalIgnores([
    '.next/**',
    'bench/baseline/next-app/.next/**',
    'node_modules/**',
    'e2e/screenshots/**',
    'test-results/**',
    'next-env.d.ts',
    'clients/typescript/dist/**',
    'clients/typescript/src/generated/**',
  ]),
  {
    rules: {
      // Import cycles are checked once over the whole tree by test-support/import-cycles.test.ts:
      // import/no-cycle walked the graph again for every linted file, most of the lint's time.
      'import/no-restricted-paths': ['error', { zones: LAYERS }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: ROOT_ONLY }],
      // The console shows data: and blob: URLs the browser already holds; next/image has nothing to optimise.
      '@next/next/no-img-element': 'off',
      // Values one per process and class brands are kept in one place, with the reason written once.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Symbol'][callee.property.name='for']",
          message: 'Use perProcess(name, create) or brand(name) from lib/per-process.ts.',
        },
      ],
    },
  },
  {
    files: ['lib/per-process.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['lib/bootstrap.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Tests may reach across layers to build what they check.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'test-support/**', 'reliability/**', 'bench/**'],
    rules: {
      'import/no-restricted-paths': 'off',
      'no-restricted-imports': 'off',
      // Response bodies read as JSON in tests are whatever the server sent.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // Playwright fixtures call their `use` callback, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
]);
