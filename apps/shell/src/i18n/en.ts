import type { Catalogue } from './zh-CN';

export const en: Catalogue = {
  topBar: {
    welcome: 'Welcome to {{siteName}}',
    login: 'Log in',
    register: 'Register',
    myOrders: 'My orders',
    myBalance: 'My balance',
    language: '简体中文',
    logout: 'Log out',
    memberBadge: 'VIP',
    mobileStore: 'Mobile store',
    scanQr: 'Scan to open the mobile store',
    favourite: 'Bookmark',
    favouriteHint: 'Press Ctrl+D to bookmark this site',
    service: 'Customer service',
    unread: '{{count}} unread',
  },
  search: {
    label: 'Search',
    placeholder: 'Search goods',
    submit: 'Search',
  },
  header: { cart: 'Cart', closeBanner: 'Close the banner', banner: 'Promotion' },
  footer: {
    badges: {
      genuine: 'Genuine goods',
      testing: 'Testing support',
      overseas: 'Overseas multi-warehouse direct shipping',
      fast: 'Fast delivery',
    },
    address: 'Address: {{address}}',
    hotline: 'Customer service: {{phone}}',
  },
  error: {
    notFoundTitle: 'Sorry, the page you visited has an error',
    notFoundHint: 'The address may be mistyped, or the page has been deleted',
    failedTitle: 'Loading failed',
    badRequest: 'Bad request',
    configHint: 'Please check your configuration file',
    backHome: 'Back to home',
  },
};
