import { defineConfig } from 'vitest/config';

// The API suite runs twice: on embedded PGlite and on the PostgreSQL server (skipped with a
// message when the server is not reachable). Each project's global setup starts one real server.
export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'pglite', globalSetup: ['test/setup/pglite.ts'] } },
      { extends: true, test: { name: 'pg', globalSetup: ['test/setup/pg.ts'] } },
    ],
  },
});
