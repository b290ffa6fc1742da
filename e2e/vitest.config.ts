import { defineConfig } from 'vitest/config';

// Each file starts its own mall stack (API + shell) and a Chromium: run files one after another.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/template.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 240_000,
    teardownTimeout: 60_000,
    // pages on a busy 2-core machine: a second is too short a wait for a reload or a late render
    expect: { poll: { timeout: 5_000 } },
  },
});
