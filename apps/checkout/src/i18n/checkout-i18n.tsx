import type { ReactNode } from 'react';
import { AppI18nProvider } from '@mall/app-kit/i18n';
import { CHECKOUT_CATALOGUES } from './catalogues';

/** The checkout app's own i18next instance, following the top bar's language switch. */
export function CheckoutI18n({ children }: { children: ReactNode }) {
  return <AppI18nProvider catalogues={CHECKOUT_CATALOGUES}>{children}</AppI18nProvider>;
}
