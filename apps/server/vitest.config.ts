import { defineProject } from 'vitest/config';

// Each test file builds its own app on a fresh database (PGlite in memory, or a throw-away PostgreSQL database when
// KASA_TEST_DB=postgres). PGlite takes a few seconds to boot and is CPU-bound; the worker count (2, for a 2-core
// machine) is set once in the root config, since vitest requires one value across projects that run together.
export default defineProject({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
