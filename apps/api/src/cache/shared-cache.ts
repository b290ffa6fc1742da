import { etagOf } from '../http/cache';
import { ok } from '../http/envelope';

/** An answer as it goes on the wire: the serialised envelope and its ETag. */
export interface CachedAnswer {
  body: string;
  etag: string;
}

export interface AreaOptions {
  /** tables whose change (a `mall_cache` notification naming them) drops every entry of the area */
  tables: readonly string[];
  /** an entry is worked out again at least this often, whatever notifications said */
  ttlMs: number;
  /** distinct keys kept at most; the least recently used goes first */
  maxEntries?: number;
}

// a type, not an interface: readers such as /metrics take it as a record of numbers
type Counter = { hits: number; misses: number };

/** Per cache name, summed over every cache of the process. */
const counters = new Map<string, Counter>();

/** Hits (answered from memory) and misses (worked out, or waiting on the request working it out) per cache name. */
export function cacheStats(): Record<string, Counter> {
  return Object.fromEntries([...counters].map(([name, c]) => [name, { ...c }]));
}

function counterOf(name: string): Counter {
  let c = counters.get(name);
  if (!c) counters.set(name, (c = { hits: 0, misses: 0 }));
  return c;
}

interface Entry {
  answer: CachedAnswer;
  expiresAt: number;
}

/** One kind of answer (a route), keyed by its normalised input. */
export class CacheArea {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<CachedAnswer>>();
  /** moves with every drop: a load begun before it may have read data older than the change */
  private generation = 0;
  private readonly counter: Counter;

  constructor(
    readonly name: string,
    readonly options: AreaOptions,
    /** whether changes are being heard; while they are not, nothing is kept */
    private readonly listening: () => boolean,
  ) {
    this.counter = counterOf(name);
  }

  /**
   * The answer for `key`: from memory, or `load`'s data wrapped in the success envelope. Concurrent
   * misses of one key share one load.
   */
  get(key: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
    const held = this.entries.get(key);
    if (held) {
      if (held.expiresAt > Date.now()) {
        this.counter.hits++;
        // most recently used last
        this.entries.delete(key);
        this.entries.set(key, held);
        return Promise.resolve(held.answer);
      }
      this.entries.delete(key);
    }
    this.counter.misses++;
    let pending = this.loading.get(key);
    if (!pending) {
      const started = this.fill(key, load).finally(() => {
        if (this.loading.get(key) === started) this.loading.delete(key);
      });
      this.loading.set(key, (pending = started));
    }
    return pending;
  }

  private async fill(key: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
    const generation = this.generation;
    const body = JSON.stringify(ok(await load()));
    const answer = { body, etag: etagOf(body) };
    if (generation === this.generation && this.listening()) {
      this.entries.set(key, { answer, expiresAt: Date.now() + this.options.ttlMs });
      const max = this.options.maxEntries ?? 100;
      if (this.entries.size > max) this.entries.delete(this.entries.keys().next().value!);
    }
    return answer;
  }

  /** Forgets every entry; loads already running still answer their callers but are not kept. */
  drop() {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }

  get size() {
    return this.entries.size;
  }
}

/** Something else a process keeps from tables that notify their changes. */
export interface CacheWatcher {
  readonly tables: readonly string[];
  /** forget everything: one of `tables` changed, or changes may have gone unheard */
  drop(): void;
  /** whether changes are heard; while they are not, nothing may be kept */
  setListening(live: boolean): void;
}

/** The areas of one API process (one database), dropped by table name. */
export class SharedCache {
  private readonly areas: CacheArea[] = [];
  private readonly watchers: CacheWatcher[] = [];
  private live = false;

  /** Tells `watcher` of its tables' changes and of the listening state from now on. */
  watch(watcher: CacheWatcher) {
    this.watchers.push(watcher);
    watcher.setListening(this.live);
  }

  area(name: string, options: AreaOptions): CacheArea {
    const area = new CacheArea(name, options, () => this.live);
    this.areas.push(area);
    return area;
  }

  /** A statement changed `table`. */
  changed(table: string) {
    for (const area of this.areas) if (area.options.tables.includes(table)) area.drop();
    for (const watcher of this.watchers) if (watcher.tables.includes(table)) watcher.drop();
  }

  /** Changes are heard (again) or no longer: either way what is held may have missed some. */
  setListening(live: boolean) {
    this.live = live;
    for (const area of this.areas) area.drop();
    for (const watcher of this.watchers) watcher.setListening(live);
  }
}
