import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppI18nProvider } from '@mall/app-kit/i18n';
import { UiTextsProvider, type UiTexts } from '@mall/ui';
import { USER_CENTER_CATALOGUES } from './catalogues';

function TranslatedWidgets({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const texts = useMemo(() => t('ui', { returnObjects: true, lng: language }) as UiTexts, [t, language]);
  return <UiTextsProvider texts={texts}>{children}</UiTextsProvider>;
}

/** The user centre's own i18next instance, following the top bar's language switch; @mall/ui widgets speak it too. */
export function UserCenterI18n({ children }: { children: ReactNode }) {
  return (
    <AppI18nProvider catalogues={USER_CENTER_CATALOGUES}>
      <TranslatedWidgets>{children}</TranslatedWidgets>
    </AppI18nProvider>
  );
}
