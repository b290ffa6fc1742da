import { remoteContainerName } from '@mall/shared-state';
import { currentReleases } from './releases';
import { loadSsrModule } from './remote-ssr';

let warmed: Promise<void> | null = null;
let done = false;

/**
 * Loads the server render code of every current remote once, before the worker says it is ready:
 * the first load compiles a remote's bundle and holds the event loop for up to a second, long
 * enough for the load shedding to turn a fresh worker's first shoppers away with 503. A remote
 * that fails to load does not hold readiness back: its pages fall back to rendering in the browser.
 */
export function warmRemotes(): Promise<void> {
  warmed ??= Promise.allSettled(
    Object.entries(currentReleases())
      .filter(([, release]) => release.ssrEntry && !release.blocked)
      .map(([app, release]) => loadSsrModule(remoteContainerName(app), release.ssrEntry!)),
  ).then(() => {
    done = true;
  });
  return warmed;
}

export const remotesWarmed = () => done;
