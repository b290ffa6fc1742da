import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const WORKERS = Number(process.env.E2E_WORKERS ?? 3);

/**
 * version-skew takes the longest (two stacks, 65 pages twice) and needs the previous release built
 * from its own commit, minutes of webpack on a fresh machine, which npm test starts in the background
 * at its beginning. Beside another worker it goes first: it waits for that build while the other
 * worker runs the rest, and does not end the wave alone. One at a time it goes last, when the build
 * has had longest.
 */
const LONG_FILE = 'version-skew.test.ts';

class LongFileFirstOrLast extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const isLong = (f: TestSpecification) => f.moduleId.endsWith(`/${LONG_FILE}`);
    const long = sorted.filter(isLong);
    const rest = sorted.filter((f) => !isLong(f));
    return WORKERS > 1 ? [...long, ...rest] : [...rest, ...long];
  }
}

// A file that changes data starts a mall stack (API + shell) of its own, the files that only look share
// one (support/template.ts), and each worker's files connect to a Chromium of that worker (support/browser.ts).
// Three files run side by side, each worker on ports of its own (support/stack.ts freePort); E2E_WORKERS=1
// runs one at a time.
// Most of a browser test is waiting (page loads, the network going quiet, polls), so three workers
// on 2 cores took 442 s where two took 557 s, the slowest test at half its time limit; this holds
// once the previous release comes from the machine's cache (a fresh machine builds it beside them
// at the lowest CPU priority).
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/template.ts'],
    maxWorkers: WORKERS,
    // a worker runs file after file in one process: playwright and the support code are loaded once, not
    // once a file; each file's own state is in its test module, which is evaluated afresh
    isolate: false,
    // tinypool ends a worker that idles while others still run (more than minWorkers): with `isolate: false`
    // that failed the files still running ("Terminating worker thread") or left the worker spinning after the run
    minWorkers: WORKERS,
    sequence: { sequencer: LongFileFirstOrLast },
    testTimeout: 90_000,
    hookTimeout: 240_000,
    teardownTimeout: 60_000,
    // pages on a busy 2-core machine: a second is too short a wait for a reload or a late render
    expect: { poll: { timeout: 5_000 } },
  },
});
