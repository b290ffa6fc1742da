import { css } from '@emotion/react';
import { theme } from '@mall/ui';

/** The white panel every user-centre page sits in (the order pages use the same look). */
export const panelCss = css`
  background: #fff;
  padding: 20px 24px 28px;
  color: ${theme.text};
  font-size: 14px;
  min-height: 480px;
  h1 {
    font-size: 18px;
    margin: 0 0 16px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 12px 10px;
    border-bottom: 1px solid ${theme.border};
    text-align: left;
  }
  th {
    background: ${theme.background};
    font-weight: normal;
    color: #666;
  }
  .plus {
    color: ${theme.priceText};
  }
  .minus {
    color: #3a9b3a;
  }
  .muted {
    color: ${theme.muted};
  }
`;

export const tabsCss = css`
  display: flex;
  gap: 28px;
  border-bottom: 1px solid ${theme.border};
  margin-bottom: 16px;
  a,
  button {
    padding: 10px 0;
    color: ${theme.text};
    text-decoration: none;
    border: 0;
    background: none;
    font-size: 14px;
    cursor: pointer;
    border-bottom: 2px solid transparent;
    margin-bottom: -1px;
  }
  [aria-current='page'] {
    color: ${theme.goldText};
    border-bottom-color: ${theme.gold};
  }
  em {
    font-style: normal;
    color: ${theme.muted};
    margin-left: 2px;
  }
`;

export const btnCss = css`
  display: inline-block;
  padding: 6px 16px;
  border: 1px solid ${theme.gold};
  border-radius: 2px;
  background: ${theme.gold};
  color: #fff;
  font-size: 13px;
  cursor: pointer;
  text-decoration: none;
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;

export const plainBtnCss = css`
  ${btnCss};
  background: #fff;
  color: ${theme.goldText};
`;

export const formCss = css`
  max-width: 560px;
  label {
    display: flex;
    align-items: center;
    gap: 12px;
    margin: 0 0 16px;
  }
  label > span:first-of-type {
    width: 90px;
    text-align: right;
    color: #666;
    flex: none;
  }
  input[type='text'],
  input[type='password'],
  input[type='tel'],
  input[type='email'] {
    flex: 1;
    height: 36px;
    padding: 0 10px;
    border: 1px solid #ddd;
    font-size: 14px;
  }
  .actions {
    padding-left: 102px;
    display: flex;
    gap: 12px;
  }
`;
