import { defineConfig } from 'vitest/config';

// Browser journeys: one real server, one Chromium per file, files one after another (the CI machine has 2 cores).
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    environment: 'node',
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // One retry, from the start of the journey (a fresh browser context and fresh players): a real browser against
    // a real server on a loaded 2-core machine sometimes loses a race the product does not (docs/decisions/0600).
    // The failed attempt keeps its FAILED screenshot, and `npm test` names every journey that needed the retry.
    retry: 1,
  },
});
