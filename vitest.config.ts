import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files at once. Vitest's own default is one less than the cores, so a 2-core machine ran one file
 * at a time with the second core idle (the suites wait on PostgreSQL, child processes and each other's
 * databases as often as they compute). Every file has its own database, storage folder, ports and Redis
 * prefix, so files run side by side safely. TEST_WORKERS sets another number.
 */
const workers = Number(process.env.TEST_WORKERS) || Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      'apps/web/vite.config.ts',
      {
        test: {
          // The lint configuration's own test: each import boundary catches a deliberate violation.
          name: 'lint',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          pool: 'forks',
          // A worker keeps the modules it loaded (the app, Fastify, Drizzle, the AWS and Stripe clients)
          // for its next file instead of loading them again, about a third of a small file's CPU time.
          // Each file still builds its own app on its own database, and the server code keeps no state
          // at module level a file could leave behind (one cached dummy hash). No test mocks a module;
          // the two that fake timers restore them. TEST_ISOLATE=1 loads the modules afresh per file.
          isolate: process.env.TEST_ISOLATE === '1',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
