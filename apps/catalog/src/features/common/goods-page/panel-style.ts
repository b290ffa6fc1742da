import { css } from '@emotion/react';
import { theme } from '@mall/ui';

/** The buying column of goods pages (normal and seckill): title, price box, rows, SKU options, quantity, actions. */
export const panelCss = css`
  flex: 1;
  min-width: 0;
  h1 {
    font-size: 18px;
    line-height: 28px;
    margin: 0 0 6px;
    color: ${theme.text};
  }
  .info {
    color: ${theme.priceText};
    font-size: 13px;
    margin-bottom: 12px;
  }
  .pricebox {
    background: #fff8ea;
    padding: 14px 16px;
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 6px 16px;
    font-size: 13px;
    color: ${theme.muted};
  }
  /* a label never breaks inside itself: a part that does not fit goes to the next line whole */
  .pricebox > * {
    white-space: nowrap;
  }
  .pricebox del {
    color: ${theme.muted};
  }
  .pricebox .sold {
    margin-left: auto;
  }
  .row {
    display: flex;
    align-items: flex-start;
    padding: 10px 16px 0;
    font-size: 13px;
  }
  .row > .label {
    width: 72px;
    flex: none;
    color: ${theme.muted};
    line-height: 32px;
  }
  .row > .value {
    flex: 1;
    line-height: 32px;
  }
  .guarantee span {
    margin-right: 14px;
  }
  .guarantee span::before {
    content: '✓';
    color: ${theme.goldText};
    margin-right: 4px;
  }
  .options {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .options button {
    min-width: 60px;
    height: 32px;
    padding: 0 14px;
    border: 1px solid #ddd;
    background: #fff;
    cursor: pointer;
    font-size: 13px;
    color: ${theme.text};
  }
  .options button[aria-pressed='true'] {
    border-color: ${theme.priceRed};
    color: ${theme.priceText};
  }
  .options button:disabled {
    border-style: dashed;
    color: #ccc;
    cursor: not-allowed;
  }
  .qty {
    display: flex;
    align-items: center;
    gap: 12px;
  }
  .qty-note {
    color: ${theme.priceText};
    font-size: 12px;
  }
  .stepper {
    display: inline-flex;
    border: 1px solid #ddd;
  }
  .stepper button {
    width: 32px;
    height: 32px;
    border: 0;
    background: #f7f7f7;
    cursor: pointer;
    font-size: 16px;
  }
  .stepper button:disabled {
    color: #ccc;
    cursor: not-allowed;
  }
  .stepper input {
    width: 56px;
    height: 32px;
    border: 0;
    border-left: 1px solid #ddd;
    border-right: 1px solid #ddd;
    text-align: center;
  }
  .actions {
    display: flex;
    gap: 12px;
    padding: 24px 16px 0 80px;
    align-items: center;
  }
  .actions button {
    width: 170px;
    height: 46px;
    font-size: 16px;
    cursor: pointer;
    border: 1px solid ${theme.gold};
  }
  .buy {
    background: #fff8ea;
    color: ${theme.goldText};
  }
  .cart {
    background: ${theme.gold};
    color: ${theme.text};
  }
  .actions button:disabled {
    background: #eee;
    border-color: #ddd;
    color: ${theme.muted};
    cursor: not-allowed;
  }
  .fav {
    white-space: nowrap;
    background: none !important;
    border: none !important;
    width: auto !important;
    font-size: 14px !important;
    color: ${theme.muted} !important;
  }
  .fav[aria-pressed='true'] {
    color: ${theme.priceText} !important;
  }
  .message {
    padding: 10px 0 0 96px;
    font-size: 13px;
  }
  .message.ok {
    color: #2f9e44;
  }
  .message.fail {
    color: ${theme.priceText};
  }
`;
