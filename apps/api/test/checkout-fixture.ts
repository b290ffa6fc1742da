/**
 * Test support for the cart, address, order and payment suites: a real API server whose database
 * the test can also read and write, shoppers of their own (a fresh user and token each, so tests
 * never touch the demo users' balances), and goods made for the test with a known price and stock.
 *
 * The server and database come from ./catalog-fixture.ts (pg: the suite's shared server; PGlite:
 * a seeded API of the test file's own).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { addressSaved, cartAdded, createdOrder, orderCheck, type CreatedOrder } from '@mall/contracts';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import { issueToken } from '../src/modules/auth/token';
import { indexUnindexedGoods } from '../src/modules/catalog/search-index';
import type { NoticeResult } from '../src/modules/pay/service';
import { useCatalogEnv, type CatalogEnv } from './catalog-fixture';
import { asContract, type Answer } from './helpers';

/** The catalog suites' environment serves these suites too. */
export type ShopEnv = CatalogEnv;
export const useShopEnv = useCatalogEnv;

/** A logged-in shopper of its own. */
export class Shopper {
  constructor(
    readonly env: ShopEnv,
    readonly uid: number,
    readonly phone: string,
    public token: string,
    /** what the shopper's browser sends as its cookie: 'lang=en' after the language switch */
    readonly cookie = '',
  ) {}

  /** The same shopper in a browser that switched to English. */
  inEnglish = () => new Shopper(this.env, this.uid, this.phone, this.token, 'lang=en');

  async request<T = unknown>(method: string, urlPath: string, body?: unknown, token = this.token): Promise<Answer<T>> {
    const headers: Record<string, string> = { 'Form-type': 'pc' };
    if (token) headers['X-Token'] = token;
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(new URL(urlPath, this.env.baseUrl), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { http: res.status, body: (await res.json()) as Answer<T>['body'], headers: res.headers };
  }

  get = <T = unknown>(urlPath: string) => this.request<T>('GET', urlPath);
  post = <T = unknown>(urlPath: string, body: unknown = {}) => this.request<T>('POST', urlPath, body);

  /** The call's data; fails the test with the server's message when it is not a success. */
  async ok<T = unknown>(method: 'GET' | 'POST', urlPath: string, body?: unknown): Promise<T> {
    const res = await this.request<T>(method, urlPath, method === 'POST' ? (body ?? {}) : undefined);
    if (res.body.status !== 200) throw new Error(`${method} ${urlPath} → ${res.http} ${res.body.message}`);
    return res.body.data;
  }

  /** The call's data, parsed with its @mall/contracts schema: the test fails when the API drifts from the contract. */
  async okAs<S extends z.ZodType>(
    schema: S,
    method: 'GET' | 'POST',
    urlPath: string,
    body?: unknown,
  ): Promise<z.output<S>> {
    return asContract(schema, await this.ok(method, urlPath, body), `${method} ${urlPath}`);
  }

  async user() {
    const [row] = await this.env.db.select().from(schema.users).where(eq(schema.users.uid, this.uid));
    return row;
  }
}

/** A random mainland mobile number in the 17x range (never one of the demo users). */
const randomPhone = () => `17${randomInt(0, 10)}${String(randomInt(0, 1e8)).padStart(8, '0')}`;

/** A new user with a session; `money` (fen) and `integral` to start with. */
export async function newShopper(env: ShopEnv, opts: { money?: number; integral?: number } = {}): Promise<Shopper> {
  const phone = randomPhone();
  const [row] = await env.db
    .insert(schema.users)
    .values({
      area_id: 19,
      phone,
      account: phone,
      nickname: `测试${phone.slice(-4)}`,
      now_money: opts.money ?? 0,
      integral: opts.integral ?? 0,
    })
    .returning({ uid: schema.users.uid });
  const { token } = await issueToken(env.db, row.uid, '127.0.0.1');
  return new Shopper(env, row.uid, phone, token);
}

export interface GoodsOptions {
  mer_id?: number;
  /** fen, per SKU */
  price?: number;
  stock?: number;
  /** number of SKUs (each with `price` and `stock`) */
  skus?: number;
  is_show?: boolean;
  once_min_count?: number;
  once_max_count?: number;
  cate_id?: number;
  title?: string;
}

export interface TestGoods {
  product_id: number;
  mer_id: number;
  cate_id: number;
  title: string;
  /** SKU uniques */
  skus: string[];
  unique: string;
}

/** Goods made for one test, with a product id far above the seeded ones. */
export async function makeGoods(db: Db, opts: GoodsOptions = {}): Promise<TestGoods> {
  const price = opts.price ?? 10_000;
  const stock = opts.stock ?? 100;
  const count = opts.skus ?? 1;
  const [cate] = opts.cate_id
    ? [{ id: opts.cate_id }]
    : await db
        .select({ id: schema.storeCategory.id })
        .from(schema.storeCategory)
        .where(eq(schema.storeCategory.level, 3))
        .limit(1);
  const id = randomInt(100_000_000, 2_000_000_000);
  const mer_id = opts.mer_id ?? 1;
  const title = opts.title ?? `测试商品${id}`;
  const values = Array.from({ length: count }, (_, i) => `规格${i + 1}`);
  const skus = values.map(() => randomBytes(6).toString('hex'));
  // with its search columns, in one transaction: the goods search never sees it unindexed
  await db.transaction(async (tx) => {
    await tx.insert(schema.storeProduct).values({
      id,
      mer_id,
      cate_id: cate.id,
      store_name: title,
      store_info: '测试商品',
      keyword: '测试',
      unit_name: '件',
      image: `/uploads/test/${id}.svg`,
      slider_image: [],
      price,
      ot_price: price,
      stock: stock * count,
      is_show: opts.is_show ?? true,
      once_min_count: opts.once_min_count ?? 1,
      once_max_count: opts.once_max_count ?? 0,
      attrs: count > 1 ? [{ name: '规格', values }] : [],
    });
    await tx.insert(schema.storeProductAttrValue).values(
      skus.map((unique, i) => ({
        product_id: id,
        sku: count > 1 ? values[i] : '',
        unique,
        price,
        ot_price: price,
        cost: 0,
        stock,
        image: count > 1 ? `/uploads/test/${id}-${i}.svg` : '',
        bar_code: '',
      })),
    );
    await indexUnindexedGoods(tx);
  });
  return { product_id: id, mer_id, cate_id: cate.id, title, skus, unique: skus[0] };
}

export async function skuStock(db: Db, unique: string): Promise<number> {
  const [row] = await db
    .select({ stock: schema.storeProductAttrValue.stock })
    .from(schema.storeProductAttrValue)
    .where(eq(schema.storeProductAttrValue.unique, unique));
  return row.stock;
}

export async function setSkuStock(db: Db, unique: string, stock: number) {
  await db.update(schema.storeProductAttrValue).set({ stock }).where(eq(schema.storeProductAttrValue.unique, unique));
}

/** The shopper's cart rows as stored. */
export async function cartRows(db: Db, uid: number) {
  return db.select().from(schema.storeCart).where(eq(schema.storeCart.uid, uid)).orderBy(schema.storeCart.id);
}

/** 广东省 深圳市 南山区 粤海街道 */
export const SHENZHEN = { province_id: 44, city_id: 4403, district_id: 440305, street_id: 440305007 };

/** A new address of the shopper (Shenzhen unless told); answers its id. */
export async function newAddress(s: Shopper, patch: Record<string, unknown> = {}): Promise<number> {
  const body = { real_name: '王小二', phone: '13612345678', ...SHENZHEN, detail: '科技园科苑路15号', ...patch };
  return (await s.okAs(addressSaved, 'POST', '/api/user/address/create', body)).address_id;
}

export interface CouponTerms {
  mer_id?: number;
  type: 0 | 1 | 10 | 11 | 12;
  coupon_price: number;
  use_min_price?: number;
  scope_ids?: number[];
  /** days left; negative: expired */
  days?: number;
}

/** A coupon held by the shopper; answers its id (coupon_user_id). */
export async function giveCoupon(db: Db, uid: number, terms: CouponTerms): Promise<number> {
  const title = `测试券${terms.coupon_price}`;
  const mer_id = terms.type >= 10 ? 0 : (terms.mer_id ?? 1);
  const [coupon] = await db
    .insert(schema.storeCoupon)
    .values({
      mer_id,
      title,
      type: terms.type,
      coupon_price: terms.coupon_price,
      use_min_price: terms.use_min_price ?? 0,
      scope_ids: terms.scope_ids ?? [],
    })
    .returning();
  const days = terms.days ?? 30;
  const [held] = await db
    .insert(schema.storeCouponUser)
    .values({
      uid,
      coupon_id: coupon.id,
      mer_id,
      type: coupon.type,
      coupon_title: title,
      coupon_price: coupon.coupon_price,
      use_min_price: coupon.use_min_price,
      scope_ids: coupon.scope_ids,
      start_time: sql`now() - interval '60 days'`,
      end_time: sql`now() + make_interval(days => ${days})`,
    })
    .returning({ id: schema.storeCouponUser.id });
  return held.id;
}

/** Adds goods to the cart and answers the cart id. */
export async function addToCart(s: Shopper, g: TestGoods, cart_num = 1, is_new = 0): Promise<number> {
  return (
    await s.okAs(cartAdded, 'POST', '/api/user/cart/create', {
      product_id: g.product_id,
      product_attr_unique: g.unique,
      cart_num,
      is_new,
    })
  ).cart_id;
}

/** order/check then order/create for some cart lines; answers the created group order. */
export async function placeOrder(
  s: Shopper,
  cartIds: number[],
  body: Record<string, unknown> = {},
): Promise<CreatedOrder> {
  const check = await s.okAs(orderCheck, 'POST', '/api/v2/order/check', { cart_id: cartIds, ...body });
  return s.okAs(createdOrder, 'POST', '/api/v2/order/create', { key: check.key });
}

export async function groupOrder(db: Db, id: number) {
  const [row] = await db.select().from(schema.storeGroupOrder).where(eq(schema.storeGroupOrder.id, id));
  return row;
}

/** A gateway notification signed with the sandbox key, as the gateway would send it. */
export async function signedNotice(
  db: Db,
  fields: { provider?: string; out_trade_no: string; trade_no: string; amount: number },
) {
  const { sandboxKey, signNotice } = await import('../src/modules/pay/sandbox');
  const payload: Record<string, string> = {
    provider: fields.provider ?? 'weixin',
    out_trade_no: fields.out_trade_no,
    trade_no: fields.trade_no,
    amount: String(fields.amount),
    nonce: randomBytes(8).toString('hex'),
    timestamp: String(Math.floor(Date.now() / 1000)),
  };
  return { ...payload, sign: signNotice(await sandboxKey(db), payload) };
}

/** POSTs a notification to the API (no login: it comes from the gateway). */
export async function sendNotice(
  env: ShopEnv,
  payload: Record<string, string>,
  provider = payload.provider ?? 'weixin',
) {
  const res = await fetch(new URL(`/api/notice/${provider}`, env.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return {
    http: res.status,
    body: (await res.json()) as Answer<{ result: NoticeResult } | null>['body'],
  };
}

/** An unpaid order of `pay` fen (one line from the 自营 shop, free postage from ¥99) for a new shopper. */
export async function unpaidOrder(
  env: ShopEnv,
  opts: { money?: number; price?: number; num?: number; stock?: number; integral?: number } = {},
) {
  const s = await newShopper(env, { money: opts.money ?? 0, integral: opts.integral ?? 0 });
  const g = await makeGoods(env.db, { mer_id: 1, price: opts.price ?? 10_000, stock: opts.stock ?? 10 });
  const cartId = await addToCart(s, g, opts.num ?? 1);
  await newAddress(s);
  const created = await placeOrder(s, [cartId], { use_integral: opts.integral ? 1 : 0 });
  return { s, g, created, group: await groupOrder(env.db, created.group_order_id) };
}
