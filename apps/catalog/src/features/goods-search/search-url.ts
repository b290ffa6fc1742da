import type { SearchFilter, SearchOrder } from '@mall/api-client';

/**
 * Everything the search page shows is in its URL, so that a shared link, the back button and the
 * server render all restore it. Names follow the API's, plus `title` (keyword), `sid`/`name`
 * (category, on /goods_cate). Prices are fen, like the API's. Values that do not parse are ignored.
 */
export interface SearchState {
  title: string;
  sid?: number;
  name: string;
  brand_id: number[];
  mer_type_id: number[];
  params: Record<string, string[]>;
  price_on?: number;
  price_off?: number;
  order: SearchOrder;
  page: number;
}

const ORDERS: SearchOrder[] = ['', 'sales', 'rate', 'price_asc', 'price_desc'];
const MAX_PAGE = 10000;

const positive = (v: string | null) =>
  v && /^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2_147_483_647 ? Number(v) : undefined;
const ids = (v: string | null) => [
  ...new Set(
    (v ?? '')
      .split(',')
      .map(positive)
      .filter((n): n is number => n !== undefined),
  ),
];
const fen = (v: string | null) => (v && /^\d{1,9}$/.test(v) ? Number(v) : undefined);

function params(v: string | null): Record<string, string[]> {
  if (!v) return {};
  try {
    const parsed = JSON.parse(v) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const out: Record<string, string[]> = {};
    for (const [name, values] of Object.entries(parsed)) {
      if (Array.isArray(values) && values.length > 0 && values.every((x) => typeof x === 'string')) out[name] = values;
    }
    return out;
  } catch {
    return {};
  }
}

export function parseSearchUrl(search: URLSearchParams): SearchState {
  let price_on = fen(search.get('price_on'));
  let price_off = fen(search.get('price_off'));
  if (price_on !== undefined && price_off !== undefined && price_on > price_off)
    [price_on, price_off] = [price_off, price_on];
  const order = search.get('order') ?? '';
  return {
    title: (search.get('title') ?? '').trim().slice(0, 50),
    sid: positive(search.get('sid')),
    name: (search.get('name') ?? '').slice(0, 64),
    brand_id: ids(search.get('brand_id')).slice(0, 30),
    mer_type_id: ids(search.get('mer_type_id')).slice(0, 10),
    params: params(search.get('params')),
    price_on,
    price_off,
    order: (ORDERS as string[]).includes(order) ? (order as SearchOrder) : '',
    page: Math.min(positive(search.get('page')) ?? 1, MAX_PAGE),
  };
}

/** The query string of a state: only what differs from the defaults, in a stable order. */
export function searchQueryString(s: SearchState): string {
  const q = new URLSearchParams();
  if (s.title) q.set('title', s.title);
  if (s.sid) q.set('sid', String(s.sid));
  if (s.name) q.set('name', s.name);
  if (s.brand_id.length) q.set('brand_id', s.brand_id.join(','));
  if (s.mer_type_id.length) q.set('mer_type_id', s.mer_type_id.join(','));
  if (Object.keys(s.params).length) q.set('params', JSON.stringify(s.params));
  if (s.price_on !== undefined) q.set('price_on', String(s.price_on));
  if (s.price_off !== undefined) q.set('price_off', String(s.price_off));
  if (s.order) q.set('order', s.order);
  if (s.page > 1) q.set('page', String(s.page));
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** A new state with some fields changed; any filter change goes back to page 1. */
export function withChange(s: SearchState, change: Partial<SearchState>): SearchState {
  return { ...s, page: 1, ...change };
}

export function filterOf(s: SearchState): SearchFilter {
  return {
    keyword: s.title || undefined,
    cate_pid: s.sid,
    brand_id: s.brand_id,
    mer_type_id: s.mer_type_id,
    filter_params: s.params,
    price_on: s.price_on,
    price_off: s.price_off,
  };
}
