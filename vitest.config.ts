import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    globals: true,
    environment: 'node',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    // Stall guards, not speed checks: on a 2-core CI machine running files in parallel, opening an
    // embedded database takes seconds.
    testTimeout: 15_000,
    hookTimeout: 30_000,
  },
});
