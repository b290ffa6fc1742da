import { css } from '@emotion/react';
import { theme } from './theme';

const pageCss = css`
  width: ${theme.layoutWidth}px;
  margin: 0 auto;
  padding: 80px 0;
  text-align: center;
  .code {
    font-size: 72px;
    font-weight: 700;
    color: ${theme.gold};
    line-height: 1;
  }
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
    text-decoration: none;
  }
`;

/**
 * The 404 page inside a client-rendered app: for an id the API does not know or that belongs to
 * someone else (same texts as the shell's 404 page).
 */
export function NotFoundPage() {
  return (
    <section css={pageCss} data-testid="error-page-404">
      <div className="code" aria-hidden="true">
        404
      </div>
      <h1>抱歉，您访问的页面出错了</h1>
      <p>您可能输错了网址，或该网页已删除或不存在</p>
      <a href="/">返回首页</a>
    </section>
  );
}

/** Whether a rejected call means "no such record of yours" (404 envelope, or the older 400 '…不存在'). */
export function isNotFoundError(err: unknown): boolean {
  const e = err as { status?: number; httpStatus?: number; message?: string } | null;
  if (!e) return false;
  return e.status === 404 || e.httpStatus === 404 || (e.status === 400 && /不存在$/.test(e.message ?? ''));
}
