import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * version-skew needs the previous release built from its own commit (minutes of webpack on a fresh
 * clone): npm test builds it in the background from its start, so that file runs last, when the
 * build has had longest.
 */
const LAST_FILES = ['version-skew.test.ts'];

class PreviousReleaseLast extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const last = (f: TestSpecification) => LAST_FILES.some((name) => f.moduleId.endsWith(`/${name}`));
    return [...sorted.filter((f) => !last(f)), ...sorted.filter(last)];
  }
}

// Each file starts its own mall stack (API + shell) and a Chromium. Two files run side by side,
// each worker on ports of its own (support/stack.ts freePort); E2E_WORKERS=1 runs one at a time.
// (Two in parallel timed out on a busy machine while version-skew built the previous release
// beside them; npm test now builds it at the lowest CPU priority from its start.)
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/template.ts'],
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    minWorkers: 1,
    sequence: { sequencer: PreviousReleaseLast },
    testTimeout: 90_000,
    hookTimeout: 240_000,
    teardownTimeout: 60_000,
    // pages on a busy 2-core machine: a second is too short a wait for a reload or a late render
    expect: { poll: { timeout: 5_000 } },
  },
});
