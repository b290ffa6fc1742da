import type { MallState } from '@mall/shared-state';

// Apart from create-i18n.ts, so that code needing only these does not bring i18next along.

export type Locale = MallState['locale'];
export const LOCALES: readonly Locale[] = ['zh-CN', 'en'];
export const DEFAULT_LOCALE: Locale = 'zh-CN';
/** The cookie that keeps the shopper's language; the server renders in it. */
export const LOCALE_COOKIE = 'lang';

export function parseLocale(value: string | undefined): Locale {
  return value === 'en' ? 'en' : DEFAULT_LOCALE;
}

/** One app's UI strings in every language (nested objects of strings). */
export type Catalogues<C extends object = object> = Record<Locale, C>;
