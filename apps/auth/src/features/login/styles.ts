import { css } from '@emotion/react';
import { theme } from '@mall/ui';

/** Shared look of the panels: 450 px card (spec §9), gold accents. */
export const cardCss = css`
  width: 450px;
  background: #fff;
  padding: 32px 40px 24px;
  position: relative;
  color: ${theme.text};
  font-size: 14px;
  text-align: left;
  h2 {
    margin: 0 0 24px;
    font-size: 20px;
    font-weight: 600;
    text-align: center;
  }
  form {
    margin: 0;
  }
  .row {
    display: flex;
    align-items: center;
    height: 44px;
    border: 1px solid #dcdcdc;
    border-radius: 2px;
    margin-bottom: 16px;
    position: relative;
    background: #fff;
  }
  .row:focus-within {
    border-color: ${theme.gold};
  }
  .row input {
    flex: 1;
    min-width: 0;
    height: 100%;
    border: 0;
    outline: none;
    padding: 0 12px;
    font-size: 14px;
    background: transparent;
  }
  .row .captcha-check {
    flex: 1;
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: 0 12px;
    font-size: 14px;
    color: ${theme.muted};
  }
  .row .captcha-check[data-status='solved'] {
    color: #2e7d32;
  }
  .row .captcha-check[data-status='failed'] {
    color: ${theme.priceText};
  }
  .row .captcha-check button {
    border: 0;
    background: transparent;
    color: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
  .send-code {
    flex: none;
    min-width: 96px;
    height: 100%;
    border: 0;
    border-left: 1px solid #dcdcdc;
    background: none;
    color: ${theme.goldText};
    cursor: pointer;
    font-size: 14px;
    padding: 0 12px;
  }
  .send-code[aria-disabled='true'] {
    color: ${theme.muted};
    cursor: not-allowed;
  }
  .submit {
    width: 100%;
    height: 44px;
    border: 0;
    border-radius: 2px;
    background: ${theme.gold};
    color: ${theme.text};
    font-size: 16px;
    cursor: pointer;
    margin-top: 4px;
  }
  .submit[disabled] {
    opacity: 0.7;
    cursor: wait;
  }
  .hint {
    color: ${theme.muted};
    font-size: 12px;
    margin: -6px 0 12px;
  }
  .agreement {
    display: flex;
    align-items: center;
    gap: 6px;
    font-size: 12px;
    color: #666;
    margin: 0 0 14px;
    user-select: none;
  }
  .agreement input {
    margin: 0;
    accent-color: ${theme.gold};
  }
  .agreement a {
    color: ${theme.goldText};
  }
  .links {
    display: flex;
    justify-content: space-between;
    align-items: center;
    margin-top: 16px;
    font-size: 13px;
  }
  .links .group {
    display: flex;
    gap: 16px;
  }
  .link {
    background: none;
    border: 0;
    padding: 0;
    font-size: 13px;
    color: #666;
    cursor: pointer;
  }
  .link:hover,
  .link.gold {
    color: ${theme.goldText};
  }
  .corner {
    position: absolute;
    top: 0;
    left: 0;
    width: 52px;
    height: 52px;
    border: 0;
    padding: 0;
    cursor: pointer;
    background: linear-gradient(135deg, ${theme.gold} 50%, transparent 50%);
    color: #fff;
  }
  .corner svg {
    position: absolute;
    top: 5px;
    left: 5px;
  }
  .corner:hover {
    background: linear-gradient(135deg, #d99a00 50%, transparent 50%);
  }
  .corner-tip {
    position: absolute;
    top: 12px;
    left: 58px;
    padding: 2px 8px;
    font-size: 12px;
    line-height: 18px;
    color: ${theme.goldText};
    background: #fffaf0;
    border: 1px solid #f5d98c;
    border-radius: 2px;
    pointer-events: none;
  }
  .corner-tip::before {
    content: '';
    position: absolute;
    left: -5px;
    top: 5px;
    border: 4px solid transparent;
    border-left: 0;
    border-right-color: #f5d98c;
  }
  .qr {
    text-align: center;
  }
  .qr .frame {
    position: relative;
    width: 200px;
    height: 200px;
    margin: 0 auto 16px;
    border: 1px solid ${theme.border};
  }
  .qr .frame img {
    width: 100%;
    height: 100%;
    display: block;
  }
  .qr .expired {
    position: absolute;
    inset: 0;
    border: 0;
    background: rgba(255, 255, 255, 0.92);
    color: ${theme.text};
    cursor: pointer;
    font-size: 14px;
    padding: 0 16px;
  }
  .qr p {
    margin: 0 0 8px;
    color: #666;
  }
`;

export const areaCss = css`
  flex: none;
  height: 100%;
  position: relative;
  .area-button {
    height: 100%;
    border: 0;
    border-right: 1px solid #dcdcdc;
    background: none;
    padding: 0 10px 0 12px;
    font-size: 14px;
    cursor: pointer;
    color: ${theme.text};
    white-space: nowrap;
  }
  .area-button::after {
    content: '';
    display: inline-block;
    margin-left: 6px;
    border: 4px solid transparent;
    border-top-color: #999;
    vertical-align: -2px;
  }
  .dropdown {
    position: absolute;
    top: 44px;
    left: -1px;
    width: 354px;
    height: 240px;
    background: #fff;
    border: 1px solid #dcdcdc;
    box-shadow: 0 4px 12px rgba(0, 0, 0, 0.12);
    z-index: 10;
    display: flex;
    flex-direction: column;
  }
  .dropdown input {
    flex: none;
    height: 36px;
    margin: 8px;
    padding: 0 10px;
    border: 1px solid #dcdcdc;
    outline: none;
    font-size: 13px;
  }
  .dropdown input:focus {
    border-color: ${theme.gold};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0 0 4px;
    overflow-y: auto;
    flex: 1;
  }
  li {
    display: flex;
    justify-content: space-between;
    padding: 0 14px;
    line-height: 34px;
    cursor: pointer;
    font-size: 13px;
  }
  li:hover,
  li[aria-selected='true'] {
    background: #fdf6e3;
    color: ${theme.goldText};
  }
  .empty {
    padding: 16px;
    color: ${theme.muted};
    text-align: center;
    font-size: 13px;
  }
`;
