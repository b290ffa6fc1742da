import type {
  CouponOffer,
  GoodsDetail,
  GoodsShow,
  ReplyPage,
  SearchCard,
  SeckillDetail,
  SvipPlans,
} from '@mall/api-client';
import type { Answer } from './fake-api';

/**
 * A T-shirt in 颜色 × 尺码; 红色/M is sold out. Prices in fen. Its stock is the sum of its SKUs'.
 */
export function tshirt(change: Partial<GoodsDetail> = {}): GoodsDetail {
  const sku: GoodsDetail['sku'] = {
    '红色,S': { unique: 'u-red-s', price: 9900, ot_price: 12900, stock: 5, image: '/red.png' },
    '红色,M': { unique: 'u-red-m', price: 9900, ot_price: 12900, stock: 0, image: '/red.png' },
    '蓝色,S': { unique: 'u-blue-s', price: 10950, ot_price: 13900, stock: 2, image: '/blue.png' },
    '蓝色,M': { unique: 'u-blue-m', price: 11900, ot_price: 15900, stock: 30, image: '/blue.png' },
  };
  return {
    product_id: 101,
    store_name: '纯棉圆领T恤',
    store_info: '透气柔软',
    unit_name: '件',
    image: '/tshirt.png',
    slider_image: ['/tshirt.png'],
    price: 9900,
    ot_price: 12900,
    stock: Object.values(sku).reduce((n, s) => n + s.stock, 0),
    sales: 321,
    rate: 5,
    cate_id: 3,
    brand_id: null,
    once_min_count: 1,
    once_max_count: 0,
    attr: [
      { attr_name: '颜色', attr_values: ['红色', '蓝色'] },
      { attr_name: '尺码', attr_values: ['S', 'M'] },
    ],
    sku,
    isRelation: false,
    reply: { count: 12, rate: 98 },
    mer_id: 1,
    merchant: {
      mer_id: 1,
      mer_name: '优选服饰旗舰店',
      mer_avatar: '/shop.png',
      mer_info: '',
      is_trader: true,
      type_name: '旗舰店',
      type_name_en: 'Flagship store',
      care_count: 10,
      product_score: 4.8,
      service_score: 4.8,
      postage_score: 4.8,
      isFollow: false,
    },
    ...change,
  };
}

const show = (productId: number): GoodsShow => ({
  product_id: productId,
  content: '<p>商品详情</p>',
  params: [],
  shipping: { ships_from: '浙江杭州' },
  guarantee: [],
});

const noReplies: ReplyPage = { list: [], count: 0, stat: { count: 0, best: 0, middle: 0, negative: 0, rate: 100 } };

export const svipOff: SvipPlans = {
  svip_switch_status: 0,
  svip_discount: 100,
  join_integral: 0,
  join_coupons: [],
  plans: [],
};

/** The answers a goods page (/goods_detail/:id) asks for, besides what a test adds. */
export function goodsPageAnswers(goods: GoodsDetail, coupons: CouponOffer[] = []): Record<string, Answer> {
  const id = goods.product_id;
  return {
    [`GET /api/store/product/detail/${id}`]: goods,
    [`GET /api/store/product/show/${id}`]: show(id),
    [`GET /api/store/product/reply/lst/${id}`]: noReplies,
    'GET /api/store/product/category/lst': [],
    'GET /api/coupon/product': coupons,
    'GET /api/svip/plans': svipOff,
  };
}

/**
 * The T-shirt in a running seckill at ¥59.00 (红色) / ¥69.90 (蓝色): 3 a day, 5 in all per shopper,
 * of which the viewer bought 1 today and 2 in all.
 */
export function seckillTshirt(): SeckillDetail {
  const goods = tshirt();
  for (const [key, sku] of Object.entries(goods.sku)) sku.price = key.startsWith('红色') ? 5900 : 6990;
  const now = Math.floor(Date.now() / 1000);
  return {
    ...goods,
    price: 5900,
    seckill: {
      id: 11,
      activity_id: 1,
      title: '整点秒杀',
      once_num: 3,
      all_num: 5,
      quota: 100,
      sales: 40,
      percent: 40,
      slot: { id: 1, title: '10:00场', start_time: '10:00', end_time: '12:00' },
      day: '2026-11-26',
      start: now - 600,
      stop: now + 3600,
      state: 1,
      state_text: '抢购中',
      button: 'buy',
      server_time: now,
      bought: { day: 1, total: 2 },
    },
  };
}

/** The answers a seckill goods page (/goods_seckill_detail/:id) asks for. */
export function seckillPageAnswers(goods: SeckillDetail): Record<string, Answer> {
  const { [`GET /api/store/product/detail/${goods.product_id}`]: _normal, ...rest } = goodsPageAnswers(goods);
  return { ...rest, [`GET /api/store/product/seckill/detail/${goods.seckill.id}`]: goods };
}

/** A claimable coupon: ¥10 off from ¥100, one per shopper, 100 issued and 40 left. */
export function coupon(change: Partial<CouponOffer> = {}): CouponOffer {
  return {
    coupon_id: 1,
    mer_id: 1,
    title: '店铺满减券',
    type: 0,
    coupon_price: 1000,
    use_min_price: 10000,
    coupon_type: 0,
    coupon_time: 30,
    use_start_time: null,
    use_end_time: null,
    receive_end_time: null,
    total_count: 100,
    remain_count: 40,
    user_limit: 1,
    received: 0,
    state: 'receive',
    merchant: { mer_name: '优选服饰旗舰店', mer_avatar: '/shop.png', is_trader: true },
    ...change,
  };
}

/** A goods card of a search result. */
export function searchCard(id: number, name: string, price: number): SearchCard {
  return {
    spu_id: id,
    product_id: id,
    store_name: name,
    image: `/${id}.png`,
    price,
    ot_price: price + 1000,
    sales: 10,
    mer_id: 1,
    rate: 5,
    stock: 10,
    merchant: { mer_name: '优选服饰旗舰店', is_trader: false },
    has_coupon: false,
  };
}
