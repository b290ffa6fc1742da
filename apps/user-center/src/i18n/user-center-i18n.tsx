import type { ReactNode } from 'react';
import { AppI18nProvider } from '@mall/app-kit/i18n';
import { USER_CENTER_CATALOGUES } from './catalogues';

/** The user centre's own i18next instance, following the top bar's language switch; @mall/ui widgets speak it too. */
export function UserCenterI18n({ children }: { children: ReactNode }) {
  return <AppI18nProvider catalogues={USER_CENTER_CATALOGUES}>{children}</AppI18nProvider>;
}
