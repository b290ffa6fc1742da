/** Chinese catalogue of the shell's UI strings (the default language). */
export const zhCN = {
  topBar: {
    welcome: '欢迎来到{{siteName}}',
    login: '登录',
    register: '注册',
    myOrders: '我的订单',
    myBalance: '我的余额',
    language: 'English',
    logout: '退出',
    memberBadge: '会员',
    mobileStore: '手机商城',
    scanQr: '扫码访问手机商城',
    favourite: '收藏本站',
    favouriteHint: '请按 Ctrl+D 收藏本站',
    service: '联系客服',
    unread: '{{count}} 条未读',
  },
  search: {
    label: '搜索',
    placeholder: '搜索商品',
    submit: '搜索',
  },
  header: { cart: '购物车', closeBanner: '关闭广告', banner: '活动推广' },
  footer: {
    badges: { genuine: '正品保障', testing: '检测支持', overseas: '海外多仓直发', fast: '极速配送' },
    address: '地址：{{address}}',
    hotline: '客服热线：{{phone}}',
  },
  error: {
    notFoundTitle: '抱歉，您访问的页面出错了',
    notFoundHint: '您可能输错了网址，或该网页已删除或不存在',
    failedTitle: '加载失败',
    badRequest: '请求错误',
    configHint: '请检查您的配置文件',
    backHome: '返回首页',
  },
};

export type Catalogue = typeof zhCN;
