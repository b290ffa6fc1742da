import { css } from '@emotion/react';
import { theme } from '@mall/ui';
import { pageFrameCss } from '../../shared/page-frame-styles';

/** Column widths shared by the header row, the goods rows and the invalid rows. */
export const columnsCss = css`
  display: grid;
  grid-template-columns: 52px 1fr 150px 170px 150px 110px;
  align-items: center;
`;

export const pageCss = css`
  ${pageFrameCss}
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${theme.goldText};
  }
  input[type='checkbox'] {
    width: 16px;
    height: 16px;
    accent-color: ${theme.gold};
    cursor: pointer;
    margin: 0;
  }
  .cart-title {
    display: flex;
    align-items: baseline;
    gap: 12px;
    margin-bottom: 12px;
    h1 {
      margin: 0;
      font-size: 20px;
      font-weight: 600;
    }
    span {
      color: ${theme.muted};
    }
    b {
      color: ${theme.priceText};
      font-weight: normal;
    }
  }
  .cart-head {
    background: #fff;
    height: 46px;
    color: #666;
    margin-bottom: 12px;
  }
  .cell-check {
    display: flex;
    justify-content: center;
  }
`;

export const textButtonCss = css`
  border: 0;
  background: none;
  padding: 0;
  color: #666;
  cursor: pointer;
  font-size: 14px;
  &:hover {
    color: ${theme.priceText};
  }
  &:disabled {
    color: #ccc;
    cursor: not-allowed;
  }
`;

export const goodsCellCss = css`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  min-width: 0;
  img {
    width: 80px;
    height: 80px;
    object-fit: cover;
    border: 1px solid ${theme.border};
    flex: none;
  }
  .name {
    line-height: 20px;
    max-height: 40px;
    overflow: hidden;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
  }
  .sku {
    margin-top: 8px;
    color: ${theme.muted};
    font-size: 12px;
  }
`;
