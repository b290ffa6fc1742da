import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systemConfig } from '../../db/schema';

/**
 * SVIP settings in system_config: the switch, the member price percentage, the points and the
 * coupon templates every purchase gives.
 */
export async function svipSettings(db: Db) {
  const keys = ['svip_switch_status', 'svip_discount', 'svip_join_integral', 'svip_join_coupon_ids'];
  const rows = await db.select().from(systemConfig).where(inArray(systemConfig.key, keys));
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  const whole = (v: unknown, fallback: number, max: number) =>
    Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max ? (v as number) : fallback;
  const ids = value('svip_join_coupon_ids');
  return {
    enabled: value('svip_switch_status') === 1,
    /** percent of the price a member pays */
    discount: whole(value('svip_discount'), 100, 100) || 100,
    join_integral: whole(value('svip_join_integral'), 0, 1_000_000),
    join_coupon_ids: Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, 10) : [],
  };
}

export type SvipSettings = Awaited<ReturnType<typeof svipSettings>>;
