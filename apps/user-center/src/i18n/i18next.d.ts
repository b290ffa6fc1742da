import 'i18next';
import type { UserCenterCatalogue } from './zh-CN';

// t() of this app only takes keys of its own catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: UserCenterCatalogue };
  }
}
