import i18next, { type i18n } from 'i18next';
import type { MallState } from '@mall/shared-state';
import { en } from './en';
import { zhCN } from './zh-CN';

export type Locale = MallState['locale'];
export const LOCALE_COOKIE = 'lang';

export function parseLocale(value: string | undefined): Locale {
  return value === 'en' ? 'en' : 'zh-CN';
}

/** A fresh instance per request on the server and per app in the browser: never shared. */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: 'zh-CN',
    resources: { 'zh-CN': { translation: zhCN }, en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
