import { css } from '@emotion/react';
import { theme } from '@mall/ui';

/** Every checkout page's column: 1200 px wide, centred under the header, in the body text. */
export const pageFrameCss = css`
  width: ${theme.layoutWidth}px;
  margin: 16px auto 40px;
  color: ${theme.text};
  font-size: 14px;
`;
