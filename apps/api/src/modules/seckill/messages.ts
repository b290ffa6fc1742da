/** What shoppers are told when a seckill purchase is refused. */
export const NO_CART = '秒杀商品不能加入购物车';
export const OUT_OF_SLOT = '该商品不在秒杀时间段内';
export const OVER_LIMIT = '本次活动您购买数量已达到上限';
export const NO_STOCK = '库存不足';
