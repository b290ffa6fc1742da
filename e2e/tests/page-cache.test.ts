import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes as catalogRoutes } from '../../apps/catalog/src/routes';
import { apiGet, catalogHtml } from '../support/catalog';
import { editStackDatabase } from '../support/checkout';
import { loginToken } from '../support/session';
import { startTestStack, type TestStack } from '../support/stack';

/** How long the shell serves catalog's /goods_detail page from its cache (catalog declares it). */
const GOODS_PAGE_FRESH_MS = catalogRoutes.find((r) => r.prefixes.includes('/goods_detail'))!.cache!.freshMs;

// Own stack: the price test restarts its API.
let stack: TestStack;
let stopRestartedApi: (() => Promise<void>) | undefined;

beforeAll(async () => {
  stack = await startTestStack({ basePort: 3370 });
});

afterAll(async () => {
  await stopRestartedApi?.();
  await stack?.dispose();
});

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

describe("the shell's shared page cache", () => {
  it('answers 50 guests asking for the home page at once, all with the page', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const res = await fetch(`${stack.url}/`);
        return { status: res.status, html: await res.text() };
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    for (const { html } of answers) expect(catalogHtml(html)).toContain('data-testid="goods-tile"');
    // one render served them all
    expect(new Set(answers.map((a) => a.html)).size).toBe(1);
  });

  it("never shares a logged-in shopper's page", async () => {
    const token = await loginToken(stack.apiUrl);
    const user = await apiGet<{ nickname: string }>(stack.apiUrl, '/api/user', token);
    const mine = await (await fetch(`${stack.url}/`, { headers: { cookie: `token=${token}` } })).text();
    expect(mine).toContain(user.nickname);
    expect(await (await fetch(`${stack.url}/`)).text()).not.toContain(user.nickname);
  });

  it('sends pages and their scripts compressed to browsers that ask (brotli, else gzip)', async () => {
    const raw = (path: string, acceptEncoding: string) =>
      new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        http
          .get(`${stack.url}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const plain = await raw('/', '');
    expect(plain.encoding).toBeUndefined();
    const html = plain.body.toString();
    expect(catalogHtml(html)).toContain('data-testid="goods-tile"');
    const br = await raw('/', 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    const gz = await raw('/', 'gzip, deflate');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(html);

    const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)![1];
    const js = await raw(script, 'gzip, deflate, br');
    expect(js.encoding).toBe('br');
    const source = brotliDecompressSync(js.body);
    expect(source.toString()).toBe((await raw(script, '')).body.toString());
    expect(js.body.length).toBeLessThan(source.length / 2);
  });

  it('answers liveness and readiness', async () => {
    expect((await fetch(`${stack.url}/healthz`)).status).toBe(200);
    // ready once the API has answered the registry and the site data and the remotes' server code
    // is loaded (it may shed a first ask)
    await expect.poll(async () => (await fetch(`${stack.url}/readyz`)).status, { timeout: 15_000 }).toBe(200);
    expect(await (await fetch(`${stack.url}/readyz`)).json()).toEqual({
      ready: true,
      releases: true,
      api: true,
      remotes: true,
    });
  });

  it(`shows a price change on the goods page within ${GOODS_PAGE_FRESH_MS} ms`, async () => {
    const { list } = await apiGet<{ list: { product_id: number; price: number }[] }>(
      stack.apiUrl,
      '/api/product/spu/lst?limit=1',
    );
    const goods = list[0];
    const url = `${stack.url}/goods_detail/${goods.product_id}`;
    const price = () =>
      fetch(url).then(
        async (res) => /data-testid="price"><span[^>]*>([^<]*)</.exec(catalogHtml(await res.text()))?.[1],
      );
    const newPrice = goods.price + 1234;
    expect(await price()).toMatch(/^¥\d+\.\d{2}$/);
    expect(await price()).not.toBe(yuan(newPrice));

    stopRestartedApi = await editStackDatabase(stack, [
      `update store_product_attr_value set price = ${newPrice} where product_id = ${goods.product_id}`,
      `update store_product set price = ${newPrice} where id = ${goods.product_id}`,
    ]);
    // the API answers again with the new price: the page follows within its freshness (and a render)
    const changedAt = Date.now();
    await expect.poll(price, { timeout: GOODS_PAGE_FRESH_MS + 3000, interval: 100 }).toBe(yuan(newPrice));
    expect(Date.now() - changedAt).toBeLessThan(GOODS_PAGE_FRESH_MS + 3000);
  });
});
