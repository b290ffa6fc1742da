/** What shoppers are told (commerce rules: bargain). */
export const ENDED = '砍价已结束';
export const NOT_FOUND = '砍价不存在';
export const GOODS_GONE = '砍价商品不存在或已下架';
export const NO_CART = '砍价商品不能加入购物车';
export const NO_STOCK = '库存不足';
export const ONE_PIECE = '砍价商品每次只能购买1件';
export const ALREADY_STARTED = '您已发起过该商品的砍价，快去邀请好友帮忙吧';
export const OWN_BARGAIN = '不能给自己砍价哦，快去邀请好友帮忙吧';
export const HELPED = '您已经帮TA砍过一刀了';
export const ORDERED = '该砍价已下单，请前往订单支付';
export const BOUGHT = '该砍价商品已购买';
export const PRICE_CHANGED = '砍价价格已变化，请重新下单';
