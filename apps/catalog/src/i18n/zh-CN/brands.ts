export const brands = {
  title: '品牌',
  index: '品牌分类',
  indexLabel: '品牌分类：',
  count: '{{count}}个品牌',
  goodsOf: '{{name}}的商品',
};
