/**
 * Order-creation throughput, then the invariants checked after the run:
 *   pnpm --filter @mall/api run bench:orders            # PGlite, and PostgreSQL when BENCH_DATABASE_URL
 *                                                        # (or TEST_DATABASE_URL's server) is reachable
 * A fresh database per driver (PGlite in a temp folder; a `mall_bench_*` database on the server,
 * dropped after). BENCH_ORDERS (default 300) shoppers each check out one cart, then all creates
 * are sent with BENCH_CONCURRENCY (default 20) in flight over HTTP against the real server.
 * Stock is set below the demand so that refusals are part of the run.
 */
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { issueToken } from '../modules/auth/token';
import { seedDatabase } from '../seed';
import { onEachDatabase } from './databases';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const STOCK = Math.floor(ORDERS * 0.8);

async function call(base: string, token: string, url: string, body: unknown) {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Token': token, 'Form-type': 'pc' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { status: number; message: string; data: Record<string, unknown> };
}

async function pool<T>(items: T[], width: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await fn(items[next++]);
    }),
  );
}

async function bench(label: string, database: Database, uploadDir: string) {
  const { db } = database;
  await seedDatabase(db, { uploadDir, goods: 20 });
  const app = await buildApp({ database, uploadDir, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const [sku] = await db
      .select({ unique: schema.storeProductAttrValue.unique, product_id: schema.storeProductAttrValue.product_id })
      .from(schema.storeProductAttrValue)
      .innerJoin(schema.storeProduct, eq(schema.storeProduct.id, schema.storeProductAttrValue.product_id))
      .where(eq(schema.storeProduct.is_show, true))
      .limit(1);
    await db
      .update(schema.storeProductAttrValue)
      .set({ stock: STOCK })
      .where(eq(schema.storeProductAttrValue.unique, sku.unique));
    await db
      .update(schema.storeProduct)
      .set({ once_max_count: 0, once_min_count: 1 })
      .where(eq(schema.storeProduct.id, sku.product_id));

    const keys: { token: string; key: string }[] = [];
    await pool(
      Array.from({ length: ORDERS }, (_, i) => i),
      CONCURRENCY,
      async (i) => {
        const phone = `16${String(i).padStart(9, '0')}`;
        const [u] = await db
          .insert(schema.users)
          .values({ area_id: 19, phone, account: phone, nickname: `压测${i}` })
          .returning({ uid: schema.users.uid });
        const { token } = await issueToken(db, u.uid, '127.0.0.1');
        const cart = await call(base, token, '/api/user/cart/create', {
          product_id: sku.product_id,
          product_attr_unique: sku.unique,
          cart_num: 1,
        });
        await call(base, token, '/api/user/address/create', {
          real_name: '压测用户',
          phone: '13612345678',
          province_id: 44,
          city_id: 4403,
          district_id: 440305,
          street_id: 440305007,
          detail: '科技园1号',
        });
        const check = await call(base, token, '/api/v2/order/check', { cart_id: [cart.data.cart_id], use_coupon: {} });
        keys.push({ token, key: String(check.data.key) });
      },
    );

    let made = 0;
    let refused = 0;
    const started = performance.now();
    await pool(keys, CONCURRENCY, async ({ token, key }) => {
      const res = await call(base, token, '/api/v2/order/create', { key });
      if (res.status === 200) made += 1;
      else refused += 1;
    });
    const seconds = (performance.now() - started) / 1000;

    const [stock] = await db
      .select({ stock: schema.storeProductAttrValue.stock })
      .from(schema.storeProductAttrValue)
      .where(eq(schema.storeProductAttrValue.unique, sku.unique));
    const [sold] = await db
      .select({ n: sql<number>`coalesce(sum(${schema.storeOrderProduct.product_num}), 0)::int` })
      .from(schema.storeOrderProduct)
      .where(eq(schema.storeOrderProduct.product_attr_unique, sku.unique));
    const [groups] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.storeGroupOrder);
    const mismatched = await db.execute(
      sql`select count(*)::int as bad from store_group_order g where g.pay_price <> (select sum(o.pay_price) from store_order o where o.group_order_id = g.id)`,
    );
    const bad = Number((mismatched as unknown as { rows: { bad: number }[] }).rows[0].bad);
    const invariants = {
      'orders = min(demand, stock)': made === Math.min(ORDERS, STOCK),
      'stock = initial - sold, never below 0': stock.stock === STOCK - sold.n && stock.stock >= 0,
      'one group order per success': groups.n === made,
      'group pay = sum of shop orders': bad === 0,
    };
    console.log(
      `${label.padEnd(10)} ${made} orders created, ${refused} refused (sold out) in ${seconds.toFixed(2)} s: ` +
        `${(ORDERS / seconds).toFixed(0)} create calls/s, ${(made / seconds).toFixed(0)} orders/s (concurrency ${CONCURRENCY})`,
    );
    for (const [name, ok] of Object.entries(invariants)) console.log(`           ${ok ? 'ok  ' : 'FAIL'} ${name}`);
    if (Object.values(invariants).some((ok) => !ok)) process.exitCode = 1;
  } finally {
    await app.close();
  }
}

await onEachDatabase('mall-bench-orders-', bench);
