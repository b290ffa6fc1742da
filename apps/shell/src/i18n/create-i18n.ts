import type { Catalogues, Locale } from '@mall/app-kit/i18n';
import { createChromeI18n, type ChromeI18n } from './chrome-i18n';
import { en } from './en';
import { zhCN, type Catalogue } from './zh-CN';

export { LOCALE_COOKIE, parseLocale, type Locale } from '@mall/app-kit/i18n';

export const SHELL_CATALOGUES: Catalogues<Catalogue> = { 'zh-CN': zhCN, en };

/** The chrome's instance for one request on the server, with every language's texts. */
export function createI18n(locale: Locale): ChromeI18n {
  return createChromeI18n(SHELL_CATALOGUES, locale);
}
