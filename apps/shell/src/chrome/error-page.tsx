import { useTranslation } from '../i18n/translation';
import { ErrorPageLayout } from '@mall/ui';

export type ErrorKind = 404 | 500 | 'other';

/** Catalogue keys of each error page's title and hint (the 500 hint is the error's message). */
const TEXT: Record<string, { title: string; hint: string }> = {
  404: { title: 'error.notFoundTitle', hint: 'error.notFoundHint' },
  500: { title: 'error.failedTitle', hint: 'error.badRequest' },
  other: { title: 'error.badRequest', hint: 'error.configHint' },
};

export function ErrorPage({ kind, message }: { kind: ErrorKind; message?: string }) {
  const text = TEXT[String(kind)];
  const { t } = useTranslation();
  return (
    <ErrorPageLayout
      code={kind === 'other' ? 400 : kind}
      testId={`error-page-${kind}`}
      title={t(text.title)}
      hint={(kind === 500 && message) || t(text.hint)}
      backHome={t('error.backHome')}
    />
  );
}
