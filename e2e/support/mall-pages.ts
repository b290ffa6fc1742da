/**
 * Every page of the mall, for tests that open them all: the route prefixes the releases in force
 * declare (the shell's route table), each as a URL that shows a page with data. A server-rendered
 * route is opened at its own path when that is a page (/goods_list), otherwise at the first link
 * to it the mall's pages offer (/goods_detail/1); a client-rendered one at a page of an order or
 * refund made for the test through the API.
 */
import type { Page } from 'playwright-core';
import { createRouteTable, matchesPrefix, type RouteDecl } from '../../packages/shared-state/src/routes';
import {
  applyRefund,
  asMerchant,
  decideRefund,
  paidOrder,
  shipOrder,
  skusOfOneShop,
  type PaidOrder,
} from './after-sales';
import { addToCart, callApi, placeOrder } from './checkout';
import type { TestStack } from './stack';

/** app → the routes its release in force declares */
export type DeclaredRoutes = Record<string, RouteDecl[]>;

export interface MallPage {
  url: string;
  /** the app whose container shows it */
  app: string;
}

/** The routes each remote's release in force declares, from the registry's release document. */
export async function declaredRoutes(apiUrl: string): Promise<DeclaredRoutes> {
  const body = (await (await fetch(`${apiUrl}/api/releases`)).json()) as {
    data: { apps: Record<string, { current: { routes?: RouteDecl[] | null } | null }> };
  };
  return Object.fromEntries(
    Object.entries(body.data.apps)
      .filter(([app, { current }]) => app !== 'shell' && current)
      .map(([app, { current }]) => [app, current!.routes ?? []]),
  );
}

const prefixesOf = (routes: DeclaredRoutes, ssr: boolean) =>
  Object.values(routes).flatMap((groups) => groups.filter((g) => g.ssr === ssr).flatMap((g) => g.prefixes));

/** The longest of `prefixes` a path belongs to. */
const prefixOf = (prefixes: string[], url: string) =>
  prefixes.filter((p) => matchesPrefix(p, new URL(url, 'http://x').pathname)).sort((a, b) => b.length - a.length)[0];

const LINK = /href="(\/[^"#]*)"/g;
/** pages fetched at most while looking for links (every list page and a detail page or two) */
const CRAWL_LIMIT = 60;
/** links followed at most per route not found yet (a home page links to dozens of goods) */
const LINKS_PER_ROUTE = 2;

/**
 * A page for each server-rendered prefix, as a guest: its own path when that answers 200, else
 * the first link to it found breadth first from the home page and the other prefixes' pages.
 */
async function linkedPages(baseUrl: string, prefixes: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const queue = ['/', ...prefixes.filter((p) => p !== '/')];
  const queued = new Set(queue);
  const followed = new Map<string, number>();
  for (let i = 0, fetched = 0; i < queue.length && fetched < CRAWL_LIMIT && found.size < prefixes.length; i++) {
    const url = queue[i];
    const prefix = prefixOf(prefixes, url);
    if (!prefix || found.has(prefix)) continue;
    fetched++;
    const res = await fetch(`${baseUrl}${url}`, { redirect: 'manual' });
    if (res.status !== 200) continue;
    found.set(prefix, url);
    for (const [, href] of (await res.text()).matchAll(LINK)) {
      const link = href.replace(/&amp;/g, '&');
      const target = prefixOf(prefixes, link);
      if (!target || found.has(target) || queued.has(link) || (followed.get(target) ?? 0) >= LINKS_PER_ROUTE) continue;
      followed.set(target, (followed.get(target) ?? 0) + 1);
      queued.add(link);
      queue.push(link);
    }
  }
  return found;
}

/** Orders and refunds in the states the client-rendered pages show, made as the shopper and the merchant. */
async function orderPages(stack: TestStack, token: string): Promise<Record<string, string>> {
  // goods of five shops: one shop has few goods cheap enough for the demo balance
  const [cartSku, unpaidSku, shippedSku, deliveredSku, returnedSku] = [0, 1, 2, 3, 4].map(
    (i) => skusOfOneShop(1, i)[0],
  );
  const { cart_id } = await addToCart(stack, token, cartSku);
  const unpaid = await placeOrder(stack, token, [unpaidSku]);
  const shipped = await paidOrder(stack, token, [shippedSku]);
  await shipOrder(stack, shipped);
  await callApi(stack, token, 'POST', `/api/order/take/${shipped.order_id}`);
  // same-city delivery by the shop's own courier
  const delivered = await paidOrder(stack, token, [deliveredSku]);
  await asMerchant(stack, delivered.mer_id, 'POST', `/api/merchant/order/${delivered.order_id}/ship`, {
    delivery_type: 'delivery',
    delivery_name: '王师傅',
    delivery_id: '13700000001',
  });
  const returned = await paidOrder(stack, token, [returnedSku]);
  await shipOrder(stack, returned);
  const refund = await returnRefund(stack, token, returned);
  const line = (o: PaidOrder) => o.orderProduct[0].id;
  return {
    '/shopping_cart': '/shopping_cart',
    '/order_confirm': `/order_confirm?cartId=${cart_id}`,
    '/payment': `/payment?result=${unpaid.group_order_id}`,
    '/order_stay_detail': `/order_stay_detail?orderId=${unpaid.group_order_id}`,
    '/order_detail': `/order_detail?orderId=${shipped.order_id}`,
    '/logistics': `/logistics?orderId=${returned.order_id}`,
    '/logistics_delivery': `/logistics_delivery?orderId=${delivered.order_id}`,
    '/evaluation': `/evaluation?unique=${line(shipped)}&order_id=${shipped.order_id}`,
    '/refund': `/refund?orderId=${shipped.order_id}&type=2&refund_type=1`,
    '/refund_confirm': `/refund_confirm?orderId=${shipped.order_id}&ids=${line(shipped)}&refund_type=1`,
    '/refund_detail': `/refund_detail?id=${refund}`,
    '/refund_goods': `/refund_goods?id=${refund}`,
    '/refund_logistics': `/refund_logistics?id=${refund}`,
    '/user/refund_select': `/user/refund_select?orderId=${shipped.order_id}&ids=${line(shipped)}`,
  };
}

/** A 退货退款 the merchant agreed to (answers its id). */
async function returnRefund(stack: TestStack, token: string, order: PaidOrder): Promise<number> {
  const id = await applyRefund(stack, token, order, 2);
  await decideRefund(stack, order.mer_id, id, 'agree');
  return id;
}

/**
 * Pages the catalog's own pages reach by a button, not a link: a coupon's goods, the demo shopper's
 * seeded bargain, a group the seed opened.
 */
async function marketingPages(stack: TestStack, token: string): Promise<Record<string, string>> {
  const get = <T>(url: string) => callApi<T>(stack, token, 'GET', url);
  const [coupon] = (await get<{ list: { coupon_id: number }[] }>('/api/coupon/getlst?limit=1')).list;
  const [bargain] = (await get<{ list: { id: number }[] }>('/api/store/product/bargain/my')).list;
  let group: number | undefined;
  for (const goods of (await get<{ list: { id: number }[] }>('/api/store/product/group/lst?limit=50')).list) {
    group = (await get<{ groups: { id: number }[] }>(`/api/store/product/group/detail/${goods.id}`)).groups[0]?.id;
    if (group) break;
  }
  if (!coupon || !bargain || !group)
    throw new Error('the seed has no coupon, no bargain of the demo shopper or no open group');
  return {
    '/goods_coupon': `/goods_coupon?id=${coupon.coupon_id}`,
    '/bargain_status': `/bargain_status/${bargain.id}`,
    '/combination_status': `/combination_status/${group}`,
  };
}

/** A URL for each route prefix `routes` declare (and the pages reached only from inside one, like /user/refund_select). */
export async function samplePages(
  stack: TestStack,
  token: string,
  routes: DeclaredRoutes,
): Promise<Map<string, string>> {
  const pages = await linkedPages(stack.url, prefixesOf(routes, true));
  const made = { ...(await marketingPages(stack, token)), ...(await orderPages(stack, token)) };
  for (const [prefix, url] of Object.entries(made)) pages.set(prefix, url);
  return pages;
}

/**
 * The pages of the route table `routes` makes, with the app that owns each: every declared prefix
 * (at its sample URL, or its own path), the samples inside a route, and the `extra` URLs (e.g. the
 * user centre's menu pages).
 */
export function mallPages(routes: DeclaredRoutes, samples: Map<string, string>, extra: string[] = []): MallPage[] {
  const table = createRouteTable(routes);
  const declared = Object.values(routes).flatMap((groups) => groups.flatMap((g) => g.prefixes));
  const inner = [...samples].filter(([prefix]) => !declared.includes(prefix)).map(([, url]) => url);
  const urls = [...declared.map((p) => samples.get(p) ?? p), ...inner, ...extra];
  return [...new Set(urls)].map((url) => {
    const owner = table.owner(new URL(url, 'http://x').pathname);
    if (!owner) throw new Error(`${url}: no app declares it`);
    return { url, app: owner.app };
  });
}

/** The pages the user centre's menu links to (its children are its own routes, not the shell's). */
export async function userCentreMenu(page: Page, baseUrl: string): Promise<string[]> {
  await page.goto(`${baseUrl}/user`);
  const links = page.locator('[data-testid="user-center"] nav a[href^="/user/"]');
  await links.first().waitFor();
  return links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
}
