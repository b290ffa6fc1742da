import { css } from '@emotion/react';
import { theme } from '@mall/ui';
import { pageFrameCss } from './page-frame-styles';

/** The frame of the after-sales pages: white sections on the page background, 1200 px wide. */
export const afterSalesPageCss = css`
  ${pageFrameCss}
  section {
    background: #fff;
    padding: 20px 24px;
    margin-bottom: 12px;
  }
  h2 {
    font-size: 16px;
    margin: 0 0 14px;
  }
  .muted {
    color: ${theme.muted};
  }
  .red {
    color: ${theme.priceText};
  }
  .info {
    display: grid;
    grid-template-columns: 100px 1fr;
    row-gap: 8px;
    margin: 0;
  }
  .info dt {
    color: ${theme.muted};
  }
  .info dd {
    margin: 0;
  }
  .actions {
    display: flex;
    gap: 12px;
    align-items: center;
  }
  .actions a {
    display: inline-flex;
    align-items: center;
    text-decoration: none;
  }
  a.link {
    color: ${theme.goldText};
  }
`;

export const bannerCss = css`
  display: flex;
  justify-content: space-between;
  align-items: center;
  h1 {
    margin: 0 0 8px;
    font-size: 22px;
  }
  .reason {
    color: ${theme.priceText};
    margin-top: 6px;
  }
`;
