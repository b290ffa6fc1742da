import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { goodsListVersion as versionTable } from '../../db/schema';

/** Moves with every statement that adds or removes goods or changes a title, the on-sale state or a list flag. */
export async function goodsListVersion(db: Db): Promise<bigint> {
  const [row] = await db.select({ version: versionTable.version }).from(versionTable).where(eq(versionTable.id, 1));
  return row.version;
}

interface Slot<T> {
  held?: { version: bigint; value: T };
  loading?: Promise<{ version: bigint; value: T }>;
}

/**
 * Something worked out from the goods lists, kept in memory per database and worked out again
 * once the version moves; concurrent callers share one load. The getter takes the version the
 * caller has just read and answers a value at least that new.
 */
export function heldPerGoodsListVersion<T>(work: (db: Db) => Promise<T>) {
  const slots = new WeakMap<Db, Slot<T>>();
  const load = async (db: Db) => {
    // the version first: what is read after it is at least that new
    const version = await goodsListVersion(db);
    return { version, value: await work(db) };
  };
  const get = async (db: Db, version: bigint): Promise<T> => {
    let slot = slots.get(db);
    if (!slot) slots.set(db, (slot = {}));
    if (slot.held && slot.held.version >= version) return slot.held.value;
    const s = slot;
    s.loading ??= load(db)
      .then((loaded) => {
        if (!s.held || loaded.version >= s.held.version) s.held = loaded;
        return loaded;
      })
      .finally(() => (s.loading = undefined));
    const loaded = await s.loading;
    // a load that began before this version was read may be older: load again
    return loaded.version >= version ? loaded.value : get(db, version);
  };
  return get;
}
