import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheStats, SharedCache } from './shared-cache';

/** A load the test finishes when it wants, counting how often it ran. */
function gatedLoad() {
  const gate = { runs: 0, open: (_v: unknown) => {} };
  const load = () => {
    gate.runs++;
    return new Promise((resolve) => (gate.open = resolve));
  };
  return { gate, load };
}

const listening = () => {
  const cache = new SharedCache();
  cache.setListening(true);
  return cache;
};

describe('SharedCache', () => {
  afterEach(() => vi.useRealTimers());

  it('concurrent misses of a key run one load and all get its answer; later reads are hits', async () => {
    const cache = listening();
    const area = cache.area('t_single_flight', { tables: ['t'], ttlMs: 60_000 });
    const { gate, load } = gatedLoad();
    const waiting = Array.from({ length: 50 }, () => area.get('k', load));
    gate.open({ n: 1 });
    const answers = await Promise.all(waiting);
    expect(gate.runs).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[0].body)).toEqual({ status: 200, message: 'success', data: { n: 1 } });
    expect(answers[0].etag).toMatch(/^".+"$/);
    await area.get('k', load);
    expect(gate.runs).toBe(1);
    expect(cacheStats().t_single_flight).toEqual({ hits: 1, misses: 50 });
  });

  it("a change drops the areas reading the table, and a load begun before the change is not kept", async () => {
    const cache = listening();
    const a = cache.area('t_drop_a', { tables: ['x'], ttlMs: 60_000 });
    const b = cache.area('t_drop_b', { tables: ['y'], ttlMs: 60_000 });
    await a.get('k', async () => 1);
    await b.get('k', async () => 1);
    cache.changed('x');
    expect([a.size, b.size]).toEqual([0, 1]);

    const { gate, load } = gatedLoad();
    const before = a.get('k', load);
    cache.changed('x'); // while the load reads: it may have read the old rows
    const after = a.get('k', async () => 'new');
    gate.open('old');
    expect(JSON.parse((await before).body).data).toBe('old');
    expect(JSON.parse((await after).body).data).toBe('new');
    expect(JSON.parse((await a.get('k', async () => 'again')).body).data).toBe('new');
  });

  it('entries expire after their TTL; the least recently used goes past maxEntries', async () => {
    vi.useFakeTimers();
    const cache = listening();
    const area = cache.area('t_ttl', { tables: [], ttlMs: 5_000, maxEntries: 2 });
    let n = 0;
    const load = async () => ++n;
    await area.get('a', load);
    vi.advanceTimersByTime(4_999);
    expect(JSON.parse((await area.get('a', load)).body).data).toBe(1);
    vi.advanceTimersByTime(1);
    expect(JSON.parse((await area.get('a', load)).body).data).toBe(2);
    await area.get('b', load);
    await area.get('a', load); // a used last
    await area.get('c', load);
    expect(area.size).toBe(2);
    expect(JSON.parse((await area.get('a', load)).body).data).toBe(2);
    expect(JSON.parse((await area.get('b', load)).body).data).toBe(5);
  });

  it('keeps nothing while changes are not heard, and forgets everything when listening starts or stops', async () => {
    const cache = new SharedCache();
    const area = cache.area('t_listen', { tables: [], ttlMs: 60_000 });
    await area.get('k', async () => 1);
    expect(area.size).toBe(0);
    cache.setListening(true);
    await area.get('k', async () => 1);
    expect(area.size).toBe(1);
    cache.setListening(false);
    expect(area.size).toBe(0);
  });

  it('a failed load answers its callers with the error and keeps nothing', async () => {
    const area = listening().area('t_fail', { tables: [], ttlMs: 60_000 });
    await expect(area.get('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(JSON.parse((await area.get('k', async () => 2)).body).data).toBe(2);
  });
});
