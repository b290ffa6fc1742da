import { defineConfig } from 'vitest/config';

// Each file starts its own mall stack (API + shell) and a Chromium. A file leaves the 2 cores
// about 40% idle (waiting on pages, timers, the network), so two files run side by side, each
// worker on ports of its own (support/stack.ts freePort).
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/template.ts'],
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    minWorkers: 1,
    testTimeout: 90_000,
    hookTimeout: 240_000,
    teardownTimeout: 60_000,
    // pages on a busy 2-core machine: a second is too short a wait for a reload or a late render
    expect: { poll: { timeout: 5_000 } },
  },
});
