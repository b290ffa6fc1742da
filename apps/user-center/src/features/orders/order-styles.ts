import { css } from '@emotion/react';
import { theme } from '@mall/ui';

export const listCss = css`
  background: #fff;
  padding: 20px 24px 28px;
  color: ${theme.text};
  font-size: 14px;
  min-height: 480px;
  h1 {
    font-size: 18px;
    margin: 0 0 16px;
  }
  .empty {
    padding: 80px 0;
    text-align: center;
    color: ${theme.muted};
  }
`;

export const tabsCss = css`
  display: flex;
  gap: 28px;
  border-bottom: 1px solid ${theme.border};
  margin-bottom: 16px;
  a {
    white-space: nowrap;
    padding: 10px 0;
    color: ${theme.text};
    text-decoration: none;
    border-bottom: 2px solid transparent;
    margin-bottom: -1px;
  }
  a[aria-current='page'] {
    color: ${theme.goldText};
    border-bottom-color: ${theme.gold};
  }
  a em {
    font-style: normal;
    color: ${theme.priceText};
    margin-left: 2px;
  }
`;

export const cardCss = css`
  border: 1px solid ${theme.border};
  margin-bottom: 16px;
  .head {
    display: flex;
    gap: 20px;
    align-items: center;
    background: #fafafa;
    padding: 10px 16px;
    color: #666;
    font-size: 13px;
  }
  .head .shop {
    color: ${theme.text};
    font-weight: 600;
  }
  .head .state {
    margin-left: auto;
    color: ${theme.priceText};
    font-weight: 600;
  }
  .badge {
    border: 1px solid ${theme.priceRed};
    color: ${theme.priceText};
    border-radius: 2px;
    padding: 0 4px;
    font-size: 12px;
    font-weight: normal;
  }
  .body {
    display: flex;
  }
  .lines {
    flex: 1;
  }
  .line {
    display: flex;
    gap: 12px;
    align-items: center;
    padding: 12px 16px;
  }
  .line + .line {
    border-top: 1px dashed ${theme.border};
  }
  .line img {
    width: 72px;
    height: 72px;
    object-fit: cover;
    border: 1px solid ${theme.border};
  }
  .line .title {
    flex: 1;
    min-width: 0;
  }
  .line .sku {
    color: ${theme.muted};
    font-size: 12px;
    margin-top: 4px;
  }
  .line .num {
    color: #666;
    width: 120px;
    text-align: right;
  }
  .total {
    width: 160px;
    border-left: 1px solid ${theme.border};
    display: flex;
    flex-direction: column;
    justify-content: center;
    align-items: center;
    gap: 4px;
    color: #666;
    font-size: 12px;
  }
  .actions {
    display: flex;
    justify-content: flex-end;
    gap: 10px;
    padding: 10px 16px;
    border-top: 1px solid ${theme.border};
  }
  .actions a {
    display: inline-flex;
    align-items: center;
    text-decoration: none;
  }
`;
