import { defineConfig } from 'vitest/config';

// One runner for the contract, server and web layers; the browser journeys have their own config in e2e/.
export default defineConfig({
  test: {
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
      './apps/web/vitest.config.ts',
    ],
  },
});
