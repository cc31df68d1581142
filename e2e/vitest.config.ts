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
    // A journey is a story: retrying a half-done one would hide the step that broke.
    retry: 0,
  },
});
