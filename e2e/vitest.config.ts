import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files that take minutes (version-skew builds the previous release first) start at once, beside the rest. */
const LONG_FILES = ['version-skew.test.ts'];

class LongFilesFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const long = (f: TestSpecification) => LONG_FILES.some((name) => f.moduleId.endsWith(`/${name}`));
    return [...sorted.filter(long), ...sorted.filter((f) => !long(f))];
  }
}

// Each file starts its own mall stack (API + shell) and a Chromium. E2E_WORKERS=2 runs two files
// side by side, each worker on ports of its own (support/stack.ts freePort): 834–882 s instead of
// about 1,005 s on an idle machine, but on a busy one (stop 30's rehearsals) a guest's login page
// in user-center missed its 30 s wait twice, so npm test runs one file at a time.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/template.ts'],
    maxWorkers: Number(process.env.E2E_WORKERS ?? 1),
    minWorkers: 1,
    sequence: { sequencer: LongFilesFirst },
    testTimeout: 90_000,
    hookTimeout: 240_000,
    teardownTimeout: 60_000,
    // pages on a busy 2-core machine: a second is too short a wait for a reload or a late render
    expect: { poll: { timeout: 5_000 } },
  },
});
