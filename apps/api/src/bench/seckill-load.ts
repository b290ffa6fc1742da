/**
 * The flash-sale load (used by `bench:seckill` and by the seckill test on a small run): `users`
 * distinct shoppers each try `attempts` times to buy one piece of one seckill goods with `stock`
 * pieces and a limit of one per user, all at once over HTTP. An attempt is what the page does:
 * cart/create (buy now) → order/check → order/create. Answers the figures and the invariants read
 * back from the database.
 */
import { randomInt } from 'node:crypto';
import http from 'node:http';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { issueToken } from '../modules/auth/token';
import { addActivity, addSeckillGoods, ensureDailySlots } from '../modules/seckill/setup';
import { addDays, shanghaiDay } from '../lib/shanghai-day';
import { slotAt } from '../modules/seckill/slots';

export interface LoadOptions {
  users: number;
  attempts: number;
  stock: number;
  /** attempts in flight at once (default 200: more sockets at once than the listen backlog are reset) */
  concurrency?: number;
}

export interface LoadResult {
  attempts: number;
  seconds: number;
  /** seconds from the start to the last order made (the sale while it lasted) */
  soldOutAfter: number;
  attemptsPerSecond: number;
  p50: number;
  p95: number;
  orders: number;
  finalStock: number;
  maxPerUser: number;
  /** pieces sold beyond the stock (0 unless something is wrong) */
  oversold: number;
  /** shoppers holding more than the limit of one (0 unless something is wrong) */
  overLimit: number;
  /** refusals by message */
  refused: Record<string, number>;
  invariants: Record<string, boolean>;
  /** CPU time of the process that sent the attempts, ms */
  loaderCpuMs: number;
}

type Answer = { status: number; message: string; data: Record<string, unknown> | null };

// node:http with kept-alive sockets: the load generator shares the machine's two cores with the
// servers it measures, and fetch cost it about twice the CPU per call
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

function call(base: string, token: string, url: string, body: unknown): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise<Answer>((resolve) => {
    const failed = (err: Error) => resolve({ status: 0, message: `连接失败 (${err.message})`, data: null });
    const req = http.request(
      base + url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'X-Token': token,
          'Form-type': 'pc',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer);
          } catch (err) {
            failed(err as Error);
          }
        });
        res.on('error', failed);
      },
    );
    req.on('error', failed);
    req.end(payload);
  });
}

/** A seckill goods on sale now: one SKU of the first goods on sale, `stock` pieces, one per user. */
export async function goodsOnSale(db: Db, stock: number) {
  const now = Date.now();
  const today = shanghaiDay(now);
  const slots = await ensureDailySlots(db);
  const slot = slotAt(slots, now)!;
  const [p] = await db
    .select({ id: schema.storeProduct.id })
    .from(schema.storeProduct)
    .where(eq(schema.storeProduct.is_show, true))
    .orderBy(schema.storeProduct.id)
    .limit(1);
  const activity_id = await addActivity(db, {
    title: `压测秒杀${randomInt(1e6)}`,
    mer_id: 1,
    start_day: addDays(today, -1),
    end_day: addDays(today, 1),
    once_num: 1,
    all_num: 1,
  });
  const g = await addSeckillGoods(db, {
    activity_id,
    time_id: slot.id,
    product_id: p.id,
    price: () => 100,
    quota: stock,
    max_skus: 1,
  });
  return { product_id: p.id, unique: g.uniques[0], activity_id };
}

/** Shoppers with a session and a default address, written straight to the database. */
export async function shoppers(db: Db, n: number): Promise<{ uid: number; token: string }[]> {
  const tag = randomInt(10_000, 100_000);
  const rows = await db
    .insert(schema.users)
    .values(
      Array.from({ length: n }, (_, i) => {
        const phone = `14${tag}${String(i).padStart(4, '0')}`;
        return { area_id: 19, phone, account: phone, nickname: `秒杀${i}` };
      }),
    )
    .returning({ uid: schema.users.uid });
  await db.insert(schema.userAddress).values(
    rows.map((r) => ({
      uid: r.uid,
      real_name: '压测用户',
      phone: '13612345678',
      province_id: 44,
      province: '广东省',
      city_id: 4403,
      city: '深圳市',
      district_id: 440305,
      district: '南山区',
      street_id: 440305007,
      street: '粤海街道',
      detail: '科技园1号',
      is_default: true,
    })),
  );
  const out: { uid: number; token: string }[] = [];
  for (const r of rows) out.push({ uid: r.uid, token: (await issueToken(db, r.uid, '127.0.0.1')).token });
  return out;
}

type Step = 'cart/create' | 'order/check' | 'order/create';

/** One attempt as the page makes it; `after` is told when each call has answered. Answers the last call's answer. */
export async function attemptOnce(
  base: string,
  token: string,
  goods: { product_id: number; unique: string },
  after: (step: Step) => void = () => {},
): Promise<Answer> {
  const cart = await call(base, token, '/api/user/cart/create', {
    product_id: goods.product_id,
    product_attr_unique: goods.unique,
    cart_num: 1,
    is_new: 1,
    product_type: 1,
  });
  after('cart/create');
  if (cart.status !== 200) return cart;
  const check = await call(base, token, '/api/v2/order/check', { cart_id: [cart.data!.cart_id], use_coupon: {} });
  after('order/check');
  if (check.status !== 200) return check;
  const created = await call(base, token, '/api/v2/order/create', { key: check.data!.key });
  after('order/create');
  return created;
}

/** What one load run sends: each attempt's shopper token, in order, spread over the API addresses. */
export interface LoadPlan {
  bases: string[];
  tokens: string[];
  goods: { product_id: number; unique: string };
  /** attempts in flight at once */
  width: number;
}

export interface LoadRun {
  seconds: number;
  /** seconds from the start to the last order made */
  soldOutAfter: number;
  made: number;
  refused: Record<string, number>;
  /** each attempt's time, ms */
  times: number[];
  /** CPU time of the process that sent the attempts, ms */
  cpuMs: number;
}

/** Sends the plan's attempts, `width` at a time, and times them. */
export async function runAttempts(plan: LoadPlan): Promise<LoadRun> {
  const cpu0 = process.cpuUsage();
  const refused: Record<string, number> = {};
  const times: number[] = [];
  let made = 0;
  let lastOrderAt = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(plan.width, plan.tokens.length) }, async () => {
      while (next < plan.tokens.length) {
        const i = next++;
        const t = performance.now();
        const answer = await attemptOnce(plan.bases[i % plan.bases.length], plan.tokens[i], plan.goods);
        if (answer.status === 200) {
          made += 1;
          lastOrderAt = performance.now();
        } else refused[answer.message] = (refused[answer.message] ?? 0) + 1;
        times.push(performance.now() - t);
      }
    }),
  );
  const cpu = process.cpuUsage(cpu0);
  return {
    seconds: (performance.now() - started) / 1000,
    soldOutAfter: Math.max(0, lastOrderAt - started) / 1000,
    made,
    refused,
    times,
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
}

/**
 * `base`: the API's address, or those of several API processes (the attempts go round them).
 * `run`: where the attempts are sent from (default this process; the bench uses a process of
 * their own, src/bench/seckill-loader.ts, so that shoppers do not share the API's thread).
 */
export async function seckillLoad(
  db: Db,
  base: string | string[],
  opts: LoadOptions,
  run: (plan: LoadPlan) => Promise<LoadRun> = runAttempts,
): Promise<LoadResult> {
  const bases = typeof base === 'string' ? [base] : base;
  const goods = await goodsOnSale(db, opts.stock);
  const users = await shoppers(db, opts.users);
  // every user's attempts, shuffled: the same user's attempts race each other too
  const attempts = users.flatMap((u) => Array.from({ length: opts.attempts }, () => u));
  for (let i = attempts.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [attempts[i], attempts[j]] = [attempts[j], attempts[i]];
  }
  const { seconds, soldOutAfter, made, refused, times, cpuMs } = await run({
    bases,
    tokens: attempts.map((u) => u.token),
    goods: { product_id: goods.product_id, unique: goods.unique },
    width: opts.concurrency ?? 200,
  });

  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  const [sku] = await db
    .select({ stock: schema.storeSeckillSku.stock, id: schema.storeSeckillSku.id })
    .from(schema.storeSeckillSku)
    .where(eq(schema.storeSeckillSku.unique, goods.unique));
  const perUser = await db
    .select({ uid: schema.storeOrder.uid, n: sql<number>`sum(${schema.storeOrderProduct.product_num})::int` })
    .from(schema.storeOrderProduct)
    .innerJoin(schema.storeOrder, eq(schema.storeOrder.id, schema.storeOrderProduct.order_id))
    .where(
      inArray(
        schema.storeOrder.uid,
        users.map((u) => u.uid),
      ),
    )
    .groupBy(schema.storeOrder.uid);
  const orders = perUser.reduce((a, r) => a + r.n, 0);
  const maxPerUser = Math.max(0, ...perUser.map((r) => r.n));
  const [records] = await db
    .select({ n: sql<number>`coalesce(sum(${schema.storeSeckillOrder.num}), 0)::int` })
    .from(schema.storeSeckillOrder)
    .where(eq(schema.storeSeckillOrder.seckill_sku_id, sku.id));
  const expected = Math.min(opts.stock, opts.users);
  return {
    attempts: attempts.length,
    seconds,
    soldOutAfter,
    attemptsPerSecond: attempts.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    orders,
    finalStock: sku.stock,
    maxPerUser,
    oversold: Math.max(0, records.n - opts.stock, -sku.stock),
    overLimit: perUser.filter((r) => r.n > 1).length,
    refused,
    invariants: {
      [`orders created = ${expected} (answered 200: ${made})`]: orders === expected && made === expected,
      [`final stock = ${opts.stock - expected}`]: sku.stock === opts.stock - expected,
      'stock + sold = initial': sku.stock + records.n === opts.stock,
      'no user over the limit (1)': maxPerUser <= 1,
    },
    loaderCpuMs: cpuMs,
  };
}
