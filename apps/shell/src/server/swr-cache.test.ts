import { describe, expect, it } from 'vitest';
import { createSwrCache, type Keep } from './swr-cache';

/** A load the test settles by hand, counting how often it ran. */
function manualLoads<V>() {
  const pending: Array<{ resolve(v: V): void; reject(e: unknown): void }> = [];
  let runs = 0;
  const load = () => {
    runs++;
    return new Promise<V>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return { load, pending, runs: () => runs };
}

/** lets started loads run (a load starts a tick after it is asked for) */
const tick = () => new Promise((resolve) => setImmediate(resolve));

const clock = () => {
  let t = 1_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};

const seconds = (fresh: number, stale: number): Keep => ({ freshMs: fresh * 1000, staleMs: stale * 1000 });

describe('swr cache', () => {
  it('coalesces concurrent misses: one load serves every waiter', async () => {
    const cache = createSwrCache<string>({ max: 10, keep: () => seconds(5, 60) });
    const loads = manualLoads<string>();
    const answers = Promise.all(Array.from({ length: 50 }, () => cache.get('/', loads.load)));
    await tick();
    expect(loads.runs()).toBe(1);
    loads.pending[0].resolve('page');
    expect(await answers).toEqual(Array(50).fill('page'));
    expect(cache.stats()).toMatchObject({ misses: 1, coalesced: 49, hits: 0 });
  });

  it('serves a fresh value, then the stale one while a single background load refreshes it', async () => {
    const t = clock();
    const cache = createSwrCache<string>({ max: 10, keep: () => seconds(5, 60), now: t.now });
    const loads = manualLoads<string>();
    const first = cache.get('/', loads.load);
    await tick();
    loads.pending[0].resolve('v1');
    expect(await first).toBe('v1');

    t.advance(4_000);
    expect(await cache.get('/', loads.load)).toBe('v1');
    expect(loads.runs()).toBe(1);

    t.advance(2_000);
    // stale: answered at once, and only one refresh for all of these
    expect(await Promise.all([cache.get('/', loads.load), cache.get('/', loads.load)])).toEqual(['v1', 'v1']);
    await tick();
    expect(loads.runs()).toBe(2);
    loads.pending[1].resolve('v2');
    await tick();
    expect(await cache.get('/', loads.load)).toBe('v2');
    expect(loads.runs()).toBe(2);

    // past the stale window a request waits for a new value
    t.advance(70_000);
    const late = cache.get('/', loads.load);
    await tick();
    expect(loads.runs()).toBe(3);
    loads.pending[2].resolve('v3');
    expect(await late).toBe('v3');
    expect(cache.stats()).toMatchObject({ hits: 2, stale: 2, misses: 2 });
  });

  it('forgets a value whose refresh is not to be kept, keeps it through a passing failure', async () => {
    const t = clock();
    const cache = createSwrCache<{ ok: boolean; busy?: boolean; v: string }>({
      max: 10,
      keep: (page) => (page.ok ? seconds(5, 60) : page.busy ? 'keep-old' : 'drop'),
      keepOnError: (err) => err === 'busy',
      now: t.now,
    });
    const get = (value: { ok: boolean; busy?: boolean; v: string } | Error | string) =>
      cache.get('/', () => (value instanceof Error || typeof value === 'string' ? Promise.reject(value) : Promise.resolve(value)));

    await get({ ok: true, v: 'good' });
    t.advance(6_000);
    expect((await get({ ok: false, busy: true, v: 'busy page' })).v).toBe('good');
    await expect.poll(() => cache.stats().stale).toBe(1);
    expect((await get('busy').catch(() => null))?.v).toBe('good');
    await tick();
    expect((await get({ ok: false, v: 'error page' })).v).toBe('good');
    // the error page dropped the good one: the next request waits for its own load
    await expect.poll(() => get({ ok: false, v: 'error page' }).then((p) => p.v)).toBe('error page');
    expect(cache.stats().size).toBe(0);

    await get({ ok: true, v: 'good' });
    t.advance(6_000);
    await get(new Error('down'));
    await expect.poll(() => cache.stats().size).toBe(0);
  });

  it('keeps at most max values, the least recently used going first', async () => {
    const cache = createSwrCache<string>({ max: 2, keep: () => seconds(5, 60) });
    let loads = 0;
    const get = (key: string) => cache.get(key, async () => `${key}#${++loads}`);
    await get('a');
    await get('b');
    await get('a');
    await get('c');
    expect(cache.stats().size).toBe(2);
    expect(await get('a')).toBe('a#1');
    expect(await get('b')).toBe('b#4');
  });
});
