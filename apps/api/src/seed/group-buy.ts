/**
 * Group-buy demo: eight goods (¥20–¥500) in groups of 2, 3 or 5 at about 70% of the normal price, open
 * from three days ago to a month ahead; three demo group buyers (with a balance and an address)
 * who opened and joined groups through the real buy flow (cart, checkout, balance payment), so
 * the goods pages show groups to join; and the 拼团 tab in the navigation. Prices in fen.
 */
import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { groupData, storeCombinationMember, storeProduct, users } from '../db/schema';
import { saveAddress } from '../modules/address/service';
import { createCart } from '../modules/cart/service';
import { addGroupBuyGoods } from '../modules/group-buy/setup';
import { GROUP_BUY } from '../modules/group-buy/texts';
import { checkOrder } from '../modules/order/check';
import { createOrder } from '../modules/order/create';
import { creditUser } from '../modules/pay/credit';
import { payOrder } from '../modules/pay/service';
import { groups } from '../modules/site/settings';
import { CHINA_AREA_ID } from '../modules/auth/phone';

const DAY = 86_400_000;
const GROUP_BUY_TAB = { label: '拼团', label_en: 'Group buy', link: '/goods_combination' };

/** Group buyers of the demo (they do not log in: no password), with ¥1,000 each. */
const BUYERS = [
  { phone: '13700137001', nickname: '拼团达人小王' },
  { phone: '13700137002', nickname: '阿紫爱拼单' },
  { phone: '13700137003', nickname: '陈大勇' },
];

/** About 70% of the normal price, ending in .90 yuan. */
const groupPrice = (normal: number) => Math.max(90, Math.floor((normal * 0.7) / 100) * 100 + 90);

async function addGroupBuyTab(db: Db): Promise<number> {
  const tabs = await db.select().from(groupData).where(eq(groupData.group_key, groups.homeTab));
  if (tabs.some((t) => (t.value as { link?: string }).link === GROUP_BUY_TAB.link)) return 0;
  const presell = tabs.find((t) => (t.value as { link?: string }).link === '/goods_presell');
  await db
    .insert(groupData)
    .values({ group_key: groups.homeTab, value: GROUP_BUY_TAB, sort: presell?.sort ?? tabs.length });
  return 1;
}

async function addBuyer(db: Db, b: (typeof BUYERS)[number]) {
  const [user] = await db
    .insert(users)
    .values({ area_id: CHINA_AREA_ID, phone: b.phone, account: b.phone, nickname: b.nickname })
    .returning({ uid: users.uid });
  await creditUser(db, user.uid, 'now_money', 100_000, { type: 'recharge', title: '余额充值', mark: '演示账户充值' });
  const address = await saveAddress(db, user.uid, 0, {
    real_name: b.nickname.slice(-3),
    phone: b.phone,
    province_id: 44,
    city_id: 4403,
    district_id: 440305,
    street_id: 440305007,
    detail: '科技园科苑路15号',
    is_default: 1,
  });
  return { uid: user.uid, address };
}

/** Buys one piece of a group-buy SKU, opening a group (0) or joining one, and pays it with the balance; answers the group. */
async function buyInGroup(
  db: Db,
  buyer: { uid: number; address: number },
  goods: { product_id: number; unique: string },
  groupId: number,
): Promise<number> {
  const cartId = await createCart(db, buyer.uid, {
    product_id: goods.product_id,
    product_attr_unique: goods.unique,
    cart_num: 1,
    is_new: 1,
    product_type: GROUP_BUY,
    activity_ref: groupId,
  });
  const { key } = await checkOrder(db, buyer.uid, {
    cart_ids: [cartId],
    address_id: buyer.address,
    use_integral: false,
  });
  const order = await createOrder(db, buyer.uid, {
    key,
    request_id: key,
    address_id: buyer.address,
    mark: {},
    receipt_data: null,
  });
  await payOrder(db, buyer.uid, order.group_order_id, 'balance', '');
  const [member] = await db
    .select({ group_id: storeCombinationMember.group_id })
    .from(storeCombinationMember)
    .where(eq(storeCombinationMember.group_order_id, order.group_order_id));
  return member.group_id;
}

export async function insertGroupBuyDemo(db: Db) {
  const goods = await db
    .select({ id: storeProduct.id })
    .from(storeProduct)
    .where(
      and(
        eq(storeProduct.is_show, true),
        gt(storeProduct.stock, 0),
        gt(storeProduct.price, 2_000),
        lte(storeProduct.price, 50_000),
        eq(storeProduct.once_min_count, 1),
      ),
    )
    .orderBy(desc(storeProduct.sales), storeProduct.id)
    .offset(60) // past the best sellers the seckill and bargain demos take
    .limit(8);
  const now = Date.now();
  const rules = [
    { people: 3, hours: 24 },
    { people: 2, hours: 24 },
    { people: 5, hours: 48 },
    { people: 2, hours: 12 },
  ];
  const added = [];
  for (const [i, g] of goods.entries()) {
    const r = rules[i % rules.length];
    const made = await addGroupBuyGoods(db, {
      product_id: g.id,
      price: groupPrice,
      people: r.people,
      effective_hours: r.hours,
      once_num: 2,
      start_time: new Date(now - 3 * DAY),
      stop_time: new Date(now + 30 * DAY),
      quota: 100 + i * 20,
      sold: 10 + ((i * 37) % 60),
      max_skus: 4,
      sort: i,
    });
    added.push({ product_id: g.id, unique: made.uniques[0] });
  }
  let opened = 0;
  if (added.length >= 2) {
    const [wang, zi, chen] = [
      await addBuyer(db, BUYERS[0]),
      await addBuyer(db, BUYERS[1]),
      await addBuyer(db, BUYERS[2]),
    ];
    // a group of 3 with one seat left, and a group of 2 waiting for its second member
    const first = await buyInGroup(db, wang, added[0], 0);
    await buyInGroup(db, zi, added[0], first);
    await buyInGroup(db, chen, added[1], 0);
    opened = 2;
  }
  return { goods: added.length, groups: opened, tabs: await addGroupBuyTab(db) };
}
