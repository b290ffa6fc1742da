import { css } from '@emotion/react';
import { theme } from '@mall/ui';
import { goodsCellCss } from '../../shared/order-goods';

export const stepsCss = css`
  display: flex;
  margin: 20px 0 0;
  padding-left: 0;
  padding-top: 16px;
  border-top: 1px dashed ${theme.border};
  li {
    flex: 1;
    list-style: none;
    text-align: center;
    color: ${theme.muted};
    position: relative;
    font-size: 13px;
  }
  li::before {
    content: '';
    display: block;
    width: 14px;
    height: 14px;
    border-radius: 50%;
    background: #ddd;
    margin: 0 auto 8px;
  }
  li[data-done] {
    color: ${theme.text};
  }
  li[data-done]::before {
    background: ${theme.gold};
  }
`;

export const linesCss = css`
  border: 1px solid ${theme.border};
  .head,
  .line {
    display: grid;
    grid-template-columns: 1fr 130px 90px 130px 150px;
    align-items: center;
    padding: 12px 16px;
  }
  .head {
    background: #fafafa;
    color: #666;
    padding: 10px 16px;
  }
  .line {
    border-top: 1px solid ${theme.border};
  }
  ${goodsCellCss}
  .goods a {
    color: ${theme.text};
    text-decoration: none;
  }
  .sku {
    color: ${theme.muted};
    font-size: 12px;
    margin-top: 4px;
  }
  .ops {
    display: flex;
    flex-direction: column;
    gap: 6px;
    align-items: flex-start;
  }
  .ops a {
    color: ${theme.goldText};
  }
  .ops .tag {
    color: ${theme.priceText};
  }
`;

export const sumCss = css`
  margin: 16px 0 0 auto;
  width: 300px;
  display: grid;
  grid-template-columns: 1fr auto;
  row-gap: 8px;
  color: #666;
  dd {
    margin: 0;
    text-align: right;
    color: ${theme.text};
  }
`;
