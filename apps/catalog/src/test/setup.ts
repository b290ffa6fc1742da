import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { resetServerClock } from '@mall/api-client/server-clock';

// countdowns ask the server's clock with fetch (not through the fake API): no server here, so
// they count by the data's server_time
beforeEach(() => {
  resetServerClock();
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('no network in component tests')));
});

// vitest runs without globals, so Testing Library cannot register its own cleanup
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
