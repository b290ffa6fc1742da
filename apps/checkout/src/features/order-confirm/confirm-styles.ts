import { css } from '@emotion/react';
import { theme } from '@mall/ui';
import { pageFrameCss } from '../../shared/page-frame-styles';

export const pageCss = css`
  ${pageFrameCss}
  h1 {
    font-size: 20px;
    margin: 0 0 12px;
  }
  input[type='checkbox'],
  input[type='radio'] {
    accent-color: ${theme.gold};
  }
  a {
    color: inherit;
    text-decoration: none;
  }
`;

/** One white block of the page with its title. */
export const sectionCss = css`
  background: #fff;
  padding: 20px 24px;
  margin-bottom: 12px;
  > h2 {
    font-size: 16px;
    margin: 0 0 16px;
    font-weight: 600;
  }
`;
