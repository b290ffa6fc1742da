import { css } from '@emotion/react';
import { theme } from '@mall/ui';
import { goodsCellCss } from '../../shared/order-goods';

export const goodsTableCss = css`
  border: 1px solid ${theme.border};
  .row {
    display: grid;
    grid-template-columns: 40px 1fr 120px 140px 150px;
    align-items: center;
    padding: 12px 16px;
    border-top: 1px solid ${theme.border};
  }
  .row.head {
    background: #fafafa;
    color: #666;
    border-top: 0;
    padding: 10px 16px;
  }
  ${goodsCellCss}
  .sku {
    color: ${theme.muted};
    font-size: 12px;
    margin-top: 4px;
  }
`;

export const formCss = css`
  .field {
    display: flex;
    align-items: flex-start;
    margin-bottom: 18px;
  }
  .field > .label {
    width: 100px;
    flex: none;
    color: #666;
    line-height: 32px;
  }
  .field > .label::before {
    content: attr(data-required);
    color: ${theme.priceText};
  }
  input[type='text'],
  input[type='tel'],
  select {
    height: 32px;
    width: 320px;
    border: 1px solid #dcdfe6;
    border-radius: 4px;
    padding: 0 10px;
    font-size: 14px;
    background: #fff;
  }
  textarea {
    width: 560px;
    height: 90px;
    padding: 8px 10px;
    border: 1px solid #dcdfe6;
    border-radius: 4px;
    font: inherit;
  }
  [aria-invalid='true'] {
    border-color: ${theme.priceRed} !important;
  }
  .tip {
    color: ${theme.muted};
    font-size: 12px;
    margin-top: 6px;
  }
  .max {
    color: ${theme.priceText};
    font-size: 13px;
    margin-top: 6px;
  }
  .err {
    color: ${theme.priceText};
    font-size: 13px;
    margin: 0 0 14px 100px;
  }
  .submit {
    margin-left: 100px;
    height: 40px;
    padding: 0 40px;
  }
`;
