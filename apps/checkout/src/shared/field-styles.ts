import { css } from '@emotion/react';
import { theme } from '@mall/ui';

/** A text input or select of the checkout's forms. */
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
