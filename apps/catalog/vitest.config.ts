import { defineConfig } from 'vitest/config';

// Component tests: the catalog's pages rendered in happy-dom on a memory router, with a fake API.
export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
