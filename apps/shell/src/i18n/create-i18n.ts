import type { i18n } from 'i18next';
import { createI18n as createAppI18n, type Catalogues, type Locale } from '@mall/app-kit/i18n';
import { en } from './en';
import { zhCN } from './zh-CN';

export { LOCALE_COOKIE, parseLocale, type Locale } from '@mall/app-kit/i18n';

export const SHELL_CATALOGUES: Catalogues = { 'zh-CN': zhCN, en };

/** The chrome's instance: one per request on the server, one for the chrome in the browser. */
export function createI18n(locale: Locale): i18n {
  return createAppI18n(SHELL_CATALOGUES, locale);
}
