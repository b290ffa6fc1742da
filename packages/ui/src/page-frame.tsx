import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { theme } from './theme';

const frameCss = css`
  width: ${theme.layoutWidth}px;
  margin: 16px auto 32px;
  background: #fff;
  min-height: 360px;
  padding: 24px;
  h1 {
    font-size: 22px;
    margin: 0 0 12px;
    color: ${theme.text};
  }
`;

/** The frame of a page: its title, then its content. */
export function PageFrame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section css={frameCss} data-page="frame">
      <h1>{title}</h1>
      {children}
    </section>
  );
}
