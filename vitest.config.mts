import { defineConfig } from 'vitest/config';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@': root,
      'server-only': path.resolve(root, 'test-support/empty.ts'),
      // The console imports the client's sources, as tsconfig.json maps them (no build needed). The
      // entries are tried in order: the package's subpaths before the package itself.
      '@inference-console/client/kit': path.resolve(root, 'clients/typescript/src/kit/index.ts'),
      '@inference-console/client/edit-plan-words': path.resolve(root, 'clients/typescript/src/edit-plan-words.ts'),
      '@inference-console/client': path.resolve(root, 'clients/typescript/src/index.ts'),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'lib/**/*.test.ts',
            'components/**/*.test.ts',
            'docs/**/*.test.ts',
            'test-support/**/*.test.ts',
            'deploy/**/*.test.ts',
            'bench/**/*.test.ts',
            'clients/typescript/test/**/*.test.ts',
          ],
          environment: 'node',
          // Tests do not time the code: a slow or busy machine (a model's first run, a thread's start)
          // may take several seconds where a quiet one takes one.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['e2e/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/api/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Two files at a time: each starts its own server, and most of a file's time is spent
          // waiting on it (start-up, time-outs, the network), not on the CPU.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
