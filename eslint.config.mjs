import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/** Browser-safe modules of lib/ that components may import: the contract and pure helpers. */
const BROWSER_SAFE = ['./contract', './format.ts', './validation.ts', './errors.ts'];

/**
 * The layering, top to bottom: app → lib/bootstrap (the composition root) → lib/console, lib/http →
 * lib/operations → lib/engines → lib/images. Nothing below imports anything above. The contract,
 * errors, config and the other leaves may be imported from any layer, but import no layer themselves.
 */
const LAYERS = [
  { target: './lib', from: './lib/bootstrap.ts', except: [], message: 'Only app/ may import the composition root.' },
  { target: './lib/http', from: './lib/console', message: 'The pipeline does not know the console.' },
  { target: './lib/operations', from: './lib/http', message: 'Operations do not know HTTP plumbing.' },
  { target: './lib/operations', from: './lib/console', message: 'Operations do not know the console.' },
  { target: './lib/engines', from: './lib/operations', message: 'Engines do not know operations.' },
  { target: './lib/engines', from: './lib/http', message: 'Engines do not know HTTP.' },
  { target: './lib/engines', from: './lib/errors.ts', message: 'Engines throw EngineError; operations map it.' },
  { target: './lib/images', from: './lib/engines', message: 'Images do not know engines.' },
  { target: './lib/images', from: './lib/operations', message: 'Images do not know operations.' },
  { target: './lib/images', from: './lib/http', message: 'Images do not know HTTP.' },
  { target: './lib/images', from: './lib/errors.ts', message: 'Images throw ImageError; operations map it.' },
  {
    target: './lib/contract',
    from: './lib',
    except: ['./contract', './errors.ts', './validation.ts', './format.ts'],
    message: 'The contract is browser-safe: it imports no server module.',
  },
  { target: './lib', from: './app', message: 'lib/ does not import app/.' },
  { target: './lib', from: './components', message: 'lib/ does not import components/.' },
  {
    target: './components',
    from: './lib',
    except: BROWSER_SAFE,
    message: 'components/ imports only the browser-safe contract from lib/.',
  },
];

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  globalIgnores([
    '.next/**',
    'bench/baseline-next/.next/**',
    'node_modules/**',
    'e2e/screenshots/**',
    'test-results/**',
    'next-env.d.ts',
  ]),
  {
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': ['error', { zones: LAYERS }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The console shows data: and blob: URLs the browser already holds; next/image has nothing to optimise.
      '@next/next/no-img-element': 'off',
    },
  },
  {
    // Tests may reach across layers to build what they check.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'test-support/**', 'reliability/**', 'bench/**'],
    rules: {
      'import/no-restricted-paths': 'off',
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
