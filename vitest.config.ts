import { defineConfig } from 'vitest/config';

const alias = {
  '@': import.meta.dirname,
  // `server-only` throws outside a React Server Components bundle; under Vitest the server code runs in plain Node.
  'server-only': `${import.meta.dirname}/tests/setup/server-only-stub.ts`,
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['{lib,components,features,server,ml,app}/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
          environment: 'node',
          setupFiles: ['tests/setup/unit.ts'],
          // A component test's first render imports MUI cold; with the 2 cores shared by other jobs (load 10–15),
          // main's own price-form test took 7–15 s. Room to finish is not a timing assertion.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/integration.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'fuzz',
          include: ['tests/fuzz/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/integration.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
