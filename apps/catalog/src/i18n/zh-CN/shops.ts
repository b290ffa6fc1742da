export const shops = {
  nav: '店铺分类',
  all: '全部店铺',
  empty: '暂无店铺',
  /** {{score}}: the average, in an element */
  score: '综合评分 {{score}}',
  enter: '进店逛逛',
  sort: { default: '默认', sales: '销量', rate: '好评' },
  /** {{count}}: the number, in an element */
  found: '共{{count}}家店铺',
  none: '抱歉，没有找到相关店铺',
  more: '更多店铺',
  moreFor: '“{{title}}”相关店铺',
};
