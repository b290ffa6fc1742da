export const news = {
  title: '资讯',
  titleOf: '{{name}} - 资讯',
  description: '商城资讯：平台公告、购物指南、行业资讯与商家动态。',
  centre: '资讯中心',
  all: '全部资讯',
  empty: '暂无资讯',
  views: '{{count}} 次浏览',
  /** {{name}}: the author, in an element */
  author: '作者：{{name}}',
  published: '发布时间：{{date}}',
  visits: '浏览：{{count}}',
  latest: '最新资讯',
};
