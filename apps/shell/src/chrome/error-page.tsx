import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { theme } from '@mall/ui';
import { ErrorIllustration } from './error-illustration';

export type ErrorKind = 404 | 500 | 'other';

/** Catalogue keys of each error page's title and hint (the 500 hint is the error's message). */
const TEXT: Record<string, { title: string; hint: string }> = {
  404: { title: 'error.notFoundTitle', hint: 'error.notFoundHint' },
  500: { title: 'error.failedTitle', hint: 'error.badRequest' },
  other: { title: 'error.badRequest', hint: 'error.configHint' },
};

const pageCss = css`
  width: ${theme.layoutWidth}px;
  margin: 0 auto;
  padding: 80px 0;
  text-align: center;
  h1 {
    font-size: 22px;
    color: ${theme.text};
  }
  p {
    color: ${theme.muted};
  }
  a {
    display: inline-block;
    margin-top: 16px;
    padding: 10px 36px;
    background: ${theme.gold};
    color: #fff;
  }
`;

export function ErrorPage({ kind, message }: { kind: ErrorKind; message?: string }) {
  const text = TEXT[String(kind)];
  const { t } = useTranslation();
  return (
    <section css={pageCss} data-testid={`error-page-${kind}`}>
      <ErrorIllustration code={kind === 'other' ? 400 : kind} />
      <h1>{t(text.title)}</h1>
      <p>{(kind === 500 && message) || t(text.hint)}</p>
      <a href="/">{t('error.backHome')}</a>
    </section>
  );
}
