import { defineConfig } from 'vitest/config';

// The API suite (test/) runs twice: on embedded PGlite and on the PostgreSQL server (skipped
// with a message when the server is not reachable); each run's global setup starts one real
// server. Unit tests (src/, test/unit/) run once, without a database.
export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts', 'test/unit/**/*.test.ts'] } },
      { extends: true, test: { name: 'pglite', include: ['test/*.test.ts'], globalSetup: ['test/setup/pglite.ts'] } },
      { extends: true, test: { name: 'pg', include: ['test/*.test.ts'], globalSetup: ['test/setup/pg.ts'] } },
    ],
  },
});
