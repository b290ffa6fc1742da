/**
 * Bargain demo: eight goods open for bargains from three days ago to a month ahead (helps needed
 * and floor prices differ), a bargain of the first demo user with one help of the second, and the
 * 砍价 tab in the navigation (databases seeded before bargains existed lack it). Prices in fen.
 */
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { groupData, storeProduct, users } from '../db/schema';
import { helpBargain, startBargain } from '../modules/bargain/bargains';
import { addBargainGoods } from '../modules/bargain/setup';
import { groups } from '../modules/site/settings';
import { demoUsers } from './users';

const DAY = 86_400_000;
const BARGAIN_TAB = { label: '砍价', label_en: 'Bargains', link: '/goods_bargain' };

/** A share of the normal price ending in .90 yuan, at least ¥0.90. */
const floorPrice = (share: number) => (normal: number) =>
  Math.max(90, Math.floor((normal * share) / 100) * 100 + 90);

async function addBargainTab(db: Db): Promise<number> {
  const tabs = await db.select().from(groupData).where(eq(groupData.group_key, groups.homeTab));
  if (tabs.some((t) => (t.value as { link?: string }).link === BARGAIN_TAB.link)) return 0;
  const presell = tabs.find((t) => (t.value as { link?: string }).link === '/goods_presell');
  await db
    .insert(groupData)
    .values({ group_key: groups.homeTab, value: BARGAIN_TAB, sort: presell?.sort ?? tabs.length });
  return 1;
}

export async function insertBargainDemo(db: Db) {
  const goods = await db
    .select({ id: storeProduct.id })
    .from(storeProduct)
    .where(and(eq(storeProduct.is_show, true), gt(storeProduct.stock, 0), gt(storeProduct.price, 3_000)))
    .orderBy(desc(storeProduct.sales), storeProduct.id)
    .offset(40) // past the best sellers the seckill demo takes
    .limit(8);
  const now = Date.now();
  const rules = [
    { help_num: 5, hours: 24, share: 0.3 },
    { help_num: 3, hours: 24, share: 0.6 },
    { help_num: 8, hours: 48, share: 0.1 },
    { help_num: 10, hours: 48, share: 0.5 },
  ];
  const added = [];
  for (const [i, g] of goods.entries()) {
    const r = rules[i % rules.length];
    added.push(
      await addBargainGoods(db, {
        product_id: g.id,
        minPrice: floorPrice(r.share),
        help_num: r.help_num,
        hours: r.hours,
        start_time: new Date(now - 3 * DAY),
        stop_time: new Date(now + 30 * DAY),
        quota: 50 + i * 10,
        max_skus: 4,
        sort: i,
      }),
    );
  }
  const [owner, friend] = await Promise.all(
    demoUsers.slice(0, 2).map(async (u) => (await db.select().from(users).where(eq(users.phone, u.phone)))[0]),
  );
  let bargains = 0;
  if (added.length > 0 && owner && friend) {
    const id = await startBargain(db, owner.uid, added[0].id, added[0].uniques[0]);
    await helpBargain(db, friend.uid, id);
    bargains = 1;
  }
  return { goods: added.length, bargains, tabs: await addBargainTab(db) };
}
