import { remoteContainerName } from '@mall/shared-state';
import { currentReleases } from './releases';
import { loadSsrModule } from './remote-ssr';

/** The longest the worker waits for its remotes before it says ready all the same. */
const WARM_UP_LIMIT_MS = 30_000;

let warmed: Promise<void> | null = null;
let done = false;

/**
 * Loads the server render code of every current remote once, before the worker says it is ready:
 * the first load compiles a remote's bundle and holds the event loop for up to a second, long
 * enough for the load shedding to turn a fresh worker's first shoppers away with 503. A remote
 * that fails to load does not hold readiness back: its pages fall back to rendering in the browser.
 */
export function warmRemotes(): Promise<void> {
  if (warmed) return warmed;
  const loads = Promise.allSettled(
    Object.entries(currentReleases())
      .filter(([, release]) => release.ssrEntry && !release.blocked)
      .map(([app, release]) => loadSsrModule(remoteContainerName(app), release.ssrEntry!)),
  );
  // a load that hangs (a remote's file server not answering) must not keep the worker unready forever
  const limit = new Promise<void>((resolve) => setTimeout(resolve, WARM_UP_LIMIT_MS).unref());
  warmed = Promise.race([loads, limit]).then(() => {
    done = true;
  });
  return warmed;
}

export const remotesWarmed = () => done;
