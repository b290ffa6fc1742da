import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { i18n, TFunction } from 'i18next';

/*
 * The chrome's binding of its i18next instance: what it used of react-i18next (a provider and
 * `useTranslation`) in a few lines, so the first page of every route does not load react-i18next
 * (3.5 KB gzip). The remotes keep react-i18next.
 */

const I18nContext = createContext<i18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** `t` in the instance's current language, and the instance; re-renders when the language changes. */
export function useTranslation(): { t: TFunction; i18n: i18n } {
  const instance = useContext(I18nContext);
  if (!instance) throw new Error('useTranslation needs an I18nProvider');
  const language = useSyncExternalStore(
    (onChange) => {
      instance.on('languageChanged', onChange);
      return () => instance.off('languageChanged', onChange);
    },
    () => instance.language,
    () => instance.language,
  );
  const t = useMemo(() => instance.getFixedT(language), [instance, language]);
  return { t, i18n: instance };
}
