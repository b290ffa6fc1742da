import i18next, { type i18n } from 'i18next';
import type { MallState } from '@mall/shared-state';

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

/**
 * A fresh i18next instance from one app's catalogues: one per app in the browser and one per
 * request on the server, never module-level (DESIGN §3). Resources are inline, so it is ready at
 * once and renders the same on both sides. A language left out (loaded later, on demand) is added
 * with `addResourceBundle(locale, 'translation', catalogue)`; until then its texts fall back to
 * the default language's.
 */
export function createI18n(catalogues: Partial<Catalogues>, locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources: Object.fromEntries(
      LOCALES.flatMap((l) => {
        const catalogue = catalogues[l];
        return catalogue ? [[l, { translation: catalogue }]] : [];
      }),
    ),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
