import 'i18next';
import type { CheckoutCatalogue } from './zh-CN';

// t() of this app only takes keys of its own catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: CheckoutCatalogue };
  }
}
