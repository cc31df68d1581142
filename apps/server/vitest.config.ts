import { defineProject } from 'vitest/config';

// Each test file builds its own app on a fresh database (PGlite in memory, or a throw-away PostgreSQL database when
// KASA_TEST_DB=postgres). PGlite takes a few seconds to boot and is CPU-bound, so two forks match a 2-core machine.
export default defineProject({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
