import type { ReactNode } from 'react';
import { AppI18nProvider } from '@mall/app-kit/i18n';
import { AUTH_CATALOGUES } from './catalogues';

/** The auth app's own i18next instance, following the top bar's language switch. */
export function AuthI18n({ children }: { children: ReactNode }) {
  return <AppI18nProvider catalogues={AUTH_CATALOGUES}>{children}</AppI18nProvider>;
}
