import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/storefront/app/**/*.test.{ts,tsx}',
            'apps/storefront/test/**/*.test.ts',
            'bench/**/*.test.ts',
            'test/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: [
            'packages/*/src/**/*.int.test.ts',
            'apps/*/src/**/*.int.test.ts',
            'apps/*/test/**/*.int.test.ts',
          ],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
          // Each file builds its own back office on its own copy of the golden database and closes it: nothing a
          // file leaves in a module is another file's. Without isolation a worker imports the back office once,
          // not once per file (import time 131 s → 9 s; PGlite pass 253 s → 135 s, PostgreSQL 186 s → 95 s).
          isolate: false,
        },
      },
    ],
  },
});
