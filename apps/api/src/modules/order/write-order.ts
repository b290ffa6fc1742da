/**
 * The rows of a new order in one statement: the group order, one order per merchant, their lines,
 * the cart lines they came from deleted (all of them, else it refuses), and the activity takes
 * given (see ../activity/kind.ts `takeInStatement`: it refuses when they took less than asked).
 * At a flash sale's peak every statement of the winning attempts counts (four statements and four
 * query builds were one each per order); the rows go in as JSON and `jsonb_populate_record` types
 * them by their table's own columns.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { executeRefusing, refuseWith } from '../../db/refusal';
import { storeCart, storeGroupOrder, storeOrder, storeOrderProduct } from '../../db/schema';
import type { TakeParts } from '../activity/kind';
import { CART_CHANGED } from './inputs';
import { newSn } from './numbering';

type Insert<T extends PgTable> = T['$inferInsert'];
export type GroupRow = Omit<Insert<typeof storeGroupOrder>, 'id' | 'group_order_sn' | 'expires_at' | 'uid'>;
export type OrderRow = Omit<Insert<typeof storeOrder>, 'id' | 'order_sn' | 'group_order_id' | 'uid'> & {
  mer_id: number;
};
export type LineRow = Omit<Insert<typeof storeOrderProduct>, 'id' | 'order_id' | 'uid'> & { mer_id: number };

export interface NewOrder {
  uid: number;
  /** unpaid, it closes after this many seconds */
  closeSeconds: number;
  group: GroupRow;
  orders: OrderRow[];
  lines: LineRow[];
  cartIds: number[];
}

export interface WrittenOrder {
  /** null: the group order's request id was taken already (a concurrent duplicate) */
  group: { id: number; group_order_sn: string; pay_price: number } | null;
}

const GROUP_COLUMNS: (keyof GroupRow)[] = [
  'request_id',
  'total_num',
  'total_price',
  'total_postage',
  'coupon_price',
  'integral',
  'integral_price',
  'pay_price',
  'address',
];
const ORDER_COLUMNS: (keyof OrderRow)[] = [
  'mer_id',
  'total_num',
  'total_price',
  'pay_postage',
  'coupon_price',
  'platform_coupon_price',
  'coupon_user_id',
  'integral',
  'integral_price',
  'pay_price',
  'mark',
  'receipt',
  'activity_type',
];
const LINE_COLUMNS: (keyof LineRow)[] = [
  'product_id',
  'product_attr_unique',
  'product_num',
  'title',
  'image',
  'sku',
  'price',
  'total_price',
  'coupon_price',
  'platform_coupon_price',
  'integral_price',
  'pay_price',
];

/**
 * The column lists quoted once, as plain text: joined from identifiers on every call they were
 * most of the statement's pieces, and building it cost the API's thread more than the database's.
 */
const quoted = (names: string[], from = ''): SQL => sql.raw(names.map((n) => `${from}"${n}"`).join(', '));
const GROUP_LIST = quoted(GROUP_COLUMNS);
const GROUP_FIELDS = quoted(GROUP_COLUMNS, 'r.');
const ORDER_LIST = quoted(ORDER_COLUMNS);
const ORDER_FIELDS = quoted(ORDER_COLUMNS, 'r.');
const LINE_LIST = quoted(LINE_COLUMNS);
const LINE_FIELDS = quoted(LINE_COLUMNS, 'r.');

type Rows<T> = { rows: T[] };

/** `takes`: written against the group order as the relation `g` */
export async function writeOrder(tx: Db, o: NewOrder, takes: TakeParts[] = []): Promise<WrittenOrder> {
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
  const refusal = sql`case
    when not exists (select 1 from g) then null
    when (select count(*) from c) <> ${o.cartIds.length} then ${CART_CHANGED}::text
    ${
      takes.length
        ? sql`else coalesce(${sql.join(
            takes.map((t) => t.refusal),
            sql`, `,
          )})`
        : sql``
    }
  end`;
  const result = await executeRefusing<Rows<WrittenOrder & { lines: number }>>(
    tx,
    sql`
    with g as (
      insert into ${storeGroupOrder} (group_order_sn, uid, expires_at, ${GROUP_LIST})
      select ${newSn('G')}, ${o.uid}, now() + make_interval(secs => ${o.closeSeconds}), ${GROUP_FIELDS}
      from jsonb_populate_record(null::${storeGroupOrder}, ${json(o.group)}) r
      on conflict (uid, request_id) do nothing
      returning id, group_order_sn, pay_price
    ), o as (
      insert into ${storeOrder} (order_sn, group_order_id, uid, ${ORDER_LIST})
      select ${newSn('O')}, g.id, ${o.uid}, ${ORDER_FIELDS}
      from g, jsonb_array_elements(${json(o.orders)}) with ordinality as e(row, n)
      cross join lateral jsonb_populate_record(null::${storeOrder}, e.row) r
      order by e.n
      returning id, mer_id
    ), l as (
      insert into ${storeOrderProduct} (order_id, uid, ${LINE_LIST})
      select o.id, ${o.uid}, ${LINE_FIELDS}
      from jsonb_array_elements(${json(o.lines)}) with ordinality as e(line, n)
      join o on o.mer_id = (e.line->>'mer_id')::int
      cross join lateral jsonb_populate_record(null::${storeOrderProduct}, e.line) r
      -- the lines' ids in the order the shopper's cart had them (pages list them by id)
      order by e.n
      returning 1
    ), c as (
      delete from ${storeCart}
      where uid = ${o.uid} and id in (select jsonb_array_elements_text(${json(o.cartIds)})::int)
        and exists (select 1 from g)
      returning 1
    )${sql.join(takes.flatMap((t) => t.ctes).map((cte) => sql`, ${cte}`))}
    select (select row_to_json(g) from g) as "group", (select count(*) from l)::int as lines,
      ${refuseWith(refusal)} as refused
  `,
  );
  const [{ group, lines }] = result.rows;
  if (group && lines !== o.lines.length)
    throw new Error(`order ${group.id}: ${lines} of ${o.lines.length} lines written`);
  return { group };
}
