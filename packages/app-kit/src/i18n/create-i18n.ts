import i18next, { type i18n } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Catalogues, type Locale } from './locale';

export { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, parseLocale, type Catalogues, type Locale } from './locale';

/**
 * A fresh i18next instance from one app's catalogues: one per app in the browser and one per
 * request on the server, never module-level (DESIGN §3). Resources are inline, so it is ready at
 * once and renders the same on both sides.
 */
export function createI18n(catalogues: Catalogues, locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources: Object.fromEntries(LOCALES.map((l) => [l, { translation: catalogues[l] }])),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
