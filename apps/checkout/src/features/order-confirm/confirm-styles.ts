import { css } from '@emotion/react';
import { theme } from '@mall/ui';

export const pageCss = css`
  width: ${theme.layoutWidth}px;
  margin: 16px auto 40px;
  color: ${theme.text};
  font-size: 14px;
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

export const fieldCss = css`
  height: 32px;
  border: 1px solid #dcdfe6;
  border-radius: 4px;
  padding: 0 10px;
  font-size: 14px;
  &[aria-invalid='true'] {
    border-color: ${theme.priceRed};
  }
`;

/** Choice chips (发票类型, 抬头类型): the picked one outlined in gold. */
export const chipCss = css`
  height: 32px;
  padding: 0 16px;
  margin-right: 12px;
  border: 1px solid #dcdfe6;
  background: #fff;
  cursor: pointer;
  font-size: 14px;
  &[aria-pressed='true'] {
    border-color: ${theme.gold};
    color: ${theme.goldText};
    background: #fffaf0;
  }
`;
