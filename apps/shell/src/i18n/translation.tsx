import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { ChromeI18n } from './chrome-i18n';

/* The chrome's binding of its texts: a provider, and a hook that re-renders on a language change. */

const I18nContext = createContext<ChromeI18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: ChromeI18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** `t` in the current language, and the instance. */
export function useTranslation(): { t: ChromeI18n['t']; i18n: ChromeI18n } {
  const instance = useContext(I18nContext);
  if (!instance) throw new Error('useTranslation needs an I18nProvider');
  // re-renders the caller when the language changes (the instance's methods need no `this`)
  useSyncExternalStore(
    instance.subscribe,
    () => instance.language,
    () => instance.language,
  );
  return { t: instance.t, i18n: instance };
}
