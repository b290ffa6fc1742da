import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { ErrorIllustration } from './error-illustration';
import { theme } from './theme';
import { useUiTexts } from './ui-texts';

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
    color: ${theme.text};
    text-decoration: none;
  }
`;

/** The layout of every error page: illustration, title, hint and the way back home. */
export function ErrorPageLayout(p: {
  code: 400 | 404 | 500;
  testId: string;
  title: string;
  hint: ReactNode;
  backHome: string;
}) {
  return (
    <section css={pageCss} data-testid={p.testId}>
      <ErrorIllustration code={p.code} />
      <h1>{p.title}</h1>
      <p>{p.hint}</p>
      <a href="/">{p.backHome}</a>
    </section>
  );
}

/**
 * The 404 page inside a client-rendered app: for an id the API does not know or that belongs to
 * someone else (same page as the shell's 404).
 */
export function NotFoundPage() {
  const { notFound: texts } = useUiTexts();
  return (
    <ErrorPageLayout
      code={404}
      testId="error-page-404"
      title={texts.title}
      hint={texts.hint}
      backHome={texts.backHome}
    />
  );
}

/** Whether a rejected call means "no such record of yours" (404 envelope, or the older 400 '…不存在'). */
export function isNotFoundError(err: unknown): boolean {
  const e = err as { status?: number; httpStatus?: number; message?: string } | null;
  if (!e) return false;
  return e.status === 404 || e.httpStatus === 404 || (e.status === 400 && /不存在$/.test(e.message ?? ''));
}
