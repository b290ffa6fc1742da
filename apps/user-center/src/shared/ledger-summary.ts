import { css } from '@emotion/react';
import { theme } from '@mall/ui';

/** Entries on one page of a ledger: the balance's bills, the points, the brokerage's withdrawals. */
export const LEDGER_PAGE_SIZE = 10;

/** The gold band at the top of a ledger page: each label (span) above its figure (b). */
export const figureBandCss = css`
  margin-bottom: 16px;
  background: linear-gradient(90deg, #fdf3d8, #fff);
  span {
    color: #666;
  }
  b {
    display: block;
    margin-top: 6px;
    font-size: 26px;
    color: ${theme.priceText};
  }
`;

/** The band with several figures side by side, one div each (points, brokerage). */
export const figureRowCss = css`
  ${figureBandCss};
  display: flex;
  div {
    flex: 1;
    padding: 18px 24px;
  }
`;
