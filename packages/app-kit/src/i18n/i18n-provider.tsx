import { useEffect, useState, type ReactNode } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { UiTextsProvider, uiTextsFor } from '@mall/ui';
import { useMallState, useMallStore } from '../context';
import { createI18n, type Catalogues } from './create-i18n';

/** Keeps an i18next instance on the store's `locale`: the top bar's switch needs no reload. */
export function useFollowLocale(instance: i18n): void {
  const locale = useMallState((s) => s.locale);
  useEffect(() => {
    if (instance.language !== locale) void instance.changeLanguage(locale);
  }, [instance, locale]);
}

/**
 * An app's own i18next instance, made from its catalogues in the store's language (the server's
 * state on hydration) and following it; @mall/ui's widgets speak the same language. Goes inside
 * MallProvider.
 */
export function AppI18nProvider({ catalogues, children }: { catalogues: Catalogues; children: ReactNode }) {
  const store = useMallStore();
  const [instance] = useState(() => createI18n(catalogues, store.getState().locale));
  useFollowLocale(instance);
  const locale = useMallState((s) => s.locale);
  return (
    <I18nextProvider i18n={instance}>
      <UiTextsProvider texts={uiTextsFor(locale)}>{children}</UiTextsProvider>
    </I18nextProvider>
  );
}
