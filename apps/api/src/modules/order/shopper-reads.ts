/**
 * What a checkout is priced with besides its lines, all the shopper's own: the address (the one
 * chosen, else the default one), the points balance and SVIP state, the coupons usable now, and
 * each shop's postage rule for the address's province. One statement: a flash sale's checkout
 * runs it on every winning attempt, and four round trips cost more than the reads themselves.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shippingRegion, shippingTemplate, storeCouponUser, userAddress, users } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import type { AddressRow } from '../address/service';
import type { HeldCoupon } from './pricing';

/** A shop's postage: `fee`, or nothing from `free_above` (fen) of goods on. */
export interface PostageRule {
  mer_id: number;
  fee: number;
  free_above: number | null;
}

export interface ShopperReads {
  address: AddressRow | null;
  user: { integral: number; is_money_level: number; svip_expires_at: Date | null };
  coupons: HeldCoupon[];
  /** postage of a merchant for its goods amount */
  postage: (merId: number, goodsAmount: number) => number;
}

/** Timestamps travel as epoch milliseconds: JSON would carry them as text. */
type Wire<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] extends Date ? number : number | null };

interface Row {
  address: Wire<AddressRow, 'created_at' | 'updated_at'> | null;
  user: Wire<ShopperReads['user'], 'svip_expires_at'>;
  coupons: Wire<HeldCoupon, 'end_time'>[];
  postage: PostageRule[];
}

const epochMs = (column: unknown) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/** `addressId` 0: the default address (none is fine); another id must be the shopper's. */
export async function shopperReads(db: Db, uid: number, addressId: number, merIds: number[]): Promise<ShopperReads> {
  const a = userAddress;
  const c = storeCouponUser;
  const t = shippingTemplate;
  const r = shippingRegion;
  const result = (await db.execute(sql`
    with address as (
      select * from ${a}
      where ${a.uid} = ${uid} and (case when ${addressId}::integer > 0 then ${a.id} = ${addressId}::integer else ${a.is_default} end)
    )
    select
      (select to_jsonb(address) || jsonb_build_object(
         'created_at', ${epochMs(sql`address.created_at`)}, 'updated_at', ${epochMs(sql`address.updated_at`)})
         from address) as address,
      (select json_build_object('integral', ${users.integral}, 'is_money_level', ${users.is_money_level},
         'svip_expires_at', ${epochMs(users.svip_expires_at)})
         from ${users} where ${users.uid} = ${uid}) as "user",
      (select coalesce(json_agg(json_build_object('id', ${c.id}, 'mer_id', ${c.mer_id}, 'type', ${c.type},
         'title', ${c.coupon_title}, 'coupon_price', ${c.coupon_price}, 'use_min_price', ${c.use_min_price},
         'scope_ids', ${c.scope_ids}, 'end_time', ${epochMs(c.end_time)}) order by ${c.id}), '[]'::json)
         from ${c}
         where ${c.uid} = ${uid} and ${c.status} = 0 and ${c.start_time} <= now() and ${c.end_time} > now()) as coupons,
      (select coalesce(json_agg(json_build_object('mer_id', ${t.mer_id},
         'fee', case when ${r.id} is null then ${t.fee} else ${r.fee} end,
         'free_above', case when ${r.id} is null then ${t.free_above} else ${r.free_above} end)), '[]'::json)
         from ${t}
         left join ${r} on ${r.template_id} = ${t.id} and ${r.province_id} = (select province_id from address)
         where ${t.mer_id} = any(${`{${merIds.join(',')}}`}::integer[])) as postage
  `)) as unknown as { rows: Row[] };
  const [row] = result.rows;
  if (addressId && !row.address) throw badRequest('地址不存在');
  const rules = new Map(row.postage.map((p) => [p.mer_id, p]));
  return {
    address: row.address
      ? { ...row.address, created_at: new Date(row.address.created_at), updated_at: new Date(row.address.updated_at) }
      : null,
    user: {
      ...row.user,
      svip_expires_at: row.user.svip_expires_at === null ? null : new Date(row.user.svip_expires_at),
    },
    coupons: row.coupons.map((coupon) => ({ ...coupon, end_time: new Date(coupon.end_time) })),
    postage: (merId, goodsAmount) => {
      const rule = rules.get(merId);
      if (!rule) return 0;
      return rule.free_above !== null && goodsAmount >= rule.free_above ? 0 : rule.fee;
    },
  };
}
