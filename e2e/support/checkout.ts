/**
 * Test support for the checkout pages: the goods the stack's seed made (same generator, same
 * seed, so SKU ids are known without a goods-detail call), API calls as a shopper, and edits to
 * the stack's database for states a shopper cannot make alone (goods taken off sale).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { generateCatalog, type SeedProduct } from '../../apps/api/src/seed/catalog';
import { skuUnique } from '../../apps/api/src/seed/catalog-insert';
import { untilDataDirFree } from '../../apps/api/src/db/data-dir-lock';
import { runStatements } from './database';
import { REPO_ROOT, serverArgs, TEST_API_ENV, type SharedStack, type TestStack } from './stack';

/** What startTestStack seeds: SEED_GOODS goods from the seed's default random seed (src/seed/index.ts). */
const catalog = generateCatalog({ goods: Number(TEST_API_ENV.SEED_GOODS), seed: 20250101 });

export interface SeedSkuRef {
  product: SeedProduct;
  product_id: number;
  unique: string;
  sku: string;
  price: number;
  stock: number;
  mer_id: number;
  mer_name: string;
  is_trader: boolean;
}

/** On-sale SKUs with at least `minStock` pieces and no per-order minimum above 1. */
export function buyableSkus(minStock = 20): SeedSkuRef[] {
  const merchants = new Map(catalog.merchants.map((m) => [m.id, m]));
  return catalog.products
    .filter((p) => p.is_show && p.once_min_count <= 1)
    .flatMap((p) =>
      p.skus
        .filter((s) => s.stock >= minStock)
        .map((s) => ({
          product: p,
          product_id: p.id,
          unique: skuUnique(p.id, s.sku),
          sku: s.sku,
          price: s.price,
          stock: s.stock,
          mer_id: p.mer_id,
          mer_name: merchants.get(p.mer_id)!.mer_name,
          is_trader: merchants.get(p.mer_id)!.is_trader,
        })),
    );
}

/** Calls the API as the token's user; rejects with the server's message. */
export async function callApi<T>(
  stack: SharedStack,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${stack.apiUrl}${url}`, {
    method,
    headers: { 'Form-type': 'pc', 'X-Token': token, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as { status: number; message: string; data: T };
  if (answer.status !== 200) throw new Error(`${method} ${url}: ${answer.message}`);
  return answer.data;
}

export function addToCart(stack: TestStack, token: string, sku: SeedSkuRef, cart_num = 1) {
  return callApi<{ cart_id: number }>(stack, token, 'POST', '/api/user/cart/create', {
    product_id: sku.product_id,
    product_attr_unique: sku.unique,
    cart_num,
  });
}

/** Empties the user's normal cart (valid and invalid lines). */
export async function clearCart(stack: TestStack, token: string) {
  const cart = await callApi<{ list: { cart: { cart_id: number }[] }[]; fail: { cart_id: number }[] }>(
    stack,
    token,
    'GET',
    '/api/user/cart/lst',
  );
  const ids = [...cart.list.flatMap((s) => s.cart.map((l) => l.cart_id)), ...cart.fail.map((l) => l.cart_id)];
  if (ids.length) await callApi(stack, token, 'POST', '/api/user/cart/delete', { cart_id: ids });
}

/**
 * Runs SQL on the stack's PGlite database: the API is stopped (PGlite is single-process), the
 * statements run, and a new API process serves the same port again. Returns a stop function
 * for that process; call it before the stack is disposed.
 */
export async function editStackDatabase(stack: TestStack, statements: string[]): Promise<() => Promise<void>> {
  const dataDir = path.join(stack.tmpDir, 'data');
  await stack.stopApi();
  // the stopped API's lock is gone once it has closed the folder (apps/api/src/db/data-dir-lock.ts)
  await untilDataDirFree(dataDir);
  await runStatements(dataDir, statements);
  const port = new URL(stack.apiUrl).port;
  const apiDir = path.join(REPO_ROOT, 'apps/api');
  const child: ChildProcess = spawn(process.execPath, await serverArgs(apiDir, 'dist/main.js', 'src/main.ts'), {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      API_PORT: port,
      DATA_DIR: path.join(stack.tmpDir, 'data'),
      UPLOAD_DIR: path.join(stack.tmpDir, 'uploads'),
      LOG_LEVEL: 'warn',
      ...TEST_API_ENV,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`restarted API exited with ${child.exitCode}`);
    const up = await fetch(`${stack.apiUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('restarted API did not answer');
    await new Promise((r) => setTimeout(r, 250));
  }
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** The user's default address id; one is made (first region at each level) when there is none. */
export async function ensureAddress(stack: TestStack, token: string): Promise<number> {
  const book = await callApi<{ list: { address_id: number }[] }>(stack, token, 'GET', '/api/user/address/lst');
  if (book.list.length) return book.list[0].address_id;
  const chain: number[] = [];
  for (let level = 0, pid = 0; level < 4; level++) {
    const [first] = await callApi<{ id: number }[]>(stack, token, 'GET', `/api/v2/system/city/lst/${pid}`);
    chain.push(first.id);
    pid = first.id;
  }
  const [province_id, city_id, district_id, street_id] = chain;
  const saved = await callApi<{ address_id: number }>(stack, token, 'POST', '/api/user/address/create', {
    real_name: '测试收货人',
    phone: '13700000000',
    province_id,
    city_id,
    district_id,
    street_id,
    detail: '测试路1号',
  });
  return saved.address_id;
}

/** An unpaid group order of these goods (one piece each, no coupons or points), made through the API. */
export async function placeOrder(stack: TestStack, token: string, skus: SeedSkuRef[]) {
  const address_id = await ensureAddress(stack, token);
  const cart_id: number[] = [];
  for (const sku of skus) {
    cart_id.push(
      (
        await callApi<{ cart_id: number }>(stack, token, 'POST', '/api/user/cart/create', {
          product_id: sku.product_id,
          product_attr_unique: sku.unique,
          cart_num: 1,
          is_new: skus.length === 1 ? 1 : 0,
        })
      ).cart_id,
    );
  }
  const check = await callApi<{ key: string }>(stack, token, 'POST', '/api/v2/order/check', {
    cart_id,
    address_id,
    use_coupon: {},
    use_integral: 0,
  });
  return callApi<{ group_order_id: number; group_order_sn: string; pay_price: number; paid: 0 | 1 }>(
    stack,
    token,
    'POST',
    '/api/v2/order/create',
    { key: check.key, address_id },
  );
}
