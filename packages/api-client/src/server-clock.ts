import type { ServerTime } from '@mall/contracts';

/**
 * The server's clock in a page (`@mall/api-client/server-clock`, no axios). A guest's page can be
 * minutes old when it is shown (the browser, a CDN and the shell's own cache keep it), so the
 * `server_time` in its data is when it was rendered, not now. The server is asked once per page
 * (`GET /api/time`) and its answer kept as an offset to the page's monotonic clock: the shopper's
 * wall clock, which may be wrong, is never trusted.
 */
export interface ServerClock {
  /** the server's time now, epoch milliseconds */
  now(): number;
}

const pageNow = () => performance.timeOrigin + performance.now();

let asked: Promise<ServerClock | null> | null = null;

async function ask(fetchTime: typeof fetch): Promise<ServerClock | null> {
  const sent = pageNow();
  try {
    const res = await fetchTime('/api/time', { cache: 'no-store', headers: { 'Form-type': 'pc' } });
    const body = (await res.json()) as { status: number; data?: ServerTime };
    if (body.status !== 200 || typeof body.data?.now !== 'number') return null;
    // the answer was made about halfway through the round trip
    const offset = body.data.now - (sent + pageNow()) / 2;
    return { now: () => pageNow() + offset };
  } catch {
    return null;
  }
}

/** The server's clock, asked once per page; null when it could not be asked (then try again next time). */
export function serverClock(fetchTime: typeof fetch = fetch): Promise<ServerClock | null> {
  asked ??= ask(fetchTime).then((clock) => {
    if (!clock) asked = null;
    return clock;
  });
  return asked;
}

/** Forgets the clock (tests). */
export function resetServerClock(): void {
  asked = null;
}
