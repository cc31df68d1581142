import { defineConfig } from 'vitest/config';

// One runner for the contract, server and web layers; the browser journeys have their own config in e2e/.
// With TEST_DATABASE_URL set, the server suite runs a second time against that PostgreSQL server.
const postgresProject = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/server/vitest.config.ts',
        test: { name: 'server-pg', env: { KASA_TEST_DB: 'postgres' } },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // The machine has 2 cores; each server test file boots its own database.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      './apps/server/vitest.config.ts',
      ...postgresProject,
      './apps/web/vitest.config.ts',
      './apps/admin/vitest.config.ts',
    ],
  },
});
