import { css } from '@emotion/react';
import { theme } from '@mall/ui';

export type ErrorKind = 404 | 500 | 'other';

const TEXT: Record<string, { title: string; hint: (message?: string) => string }> = {
  404: { title: '抱歉，您访问的页面出错了', hint: () => '您可能输错了网址，或该网页已删除或不存在' },
  500: { title: '加载失败', hint: (message) => message || '请求错误' },
  other: { title: '请求错误', hint: () => '请检查您的配置文件' },
};

const pageCss = css`
  width: ${theme.layoutWidth}px;
  margin: 0 auto;
  padding: 80px 0;
  text-align: center;
  .code {
    font-size: 96px;
    color: ${theme.gold};
    font-weight: 700;
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
  }
`;

export function ErrorPage({ kind, message }: { kind: ErrorKind; message?: string }) {
  const text = TEXT[String(kind)];
  return (
    <section css={pageCss} data-testid={`error-page-${kind}`}>
      <div className="code">{kind === 'other' ? 400 : kind}</div>
      <h1>{text.title}</h1>
      <p>{text.hint(message)}</p>
      <a href="/">返回首页</a>
    </section>
  );
}
