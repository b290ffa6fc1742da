import { css } from '@emotion/react';
import { theme } from '@mall/ui';

export const settledCss = css`
  .banner {
    height: 160px;
    border-radius: 6px;
    background: linear-gradient(120deg, #2b2f3a, #4a3b1c 60%, ${theme.gold});
    color: #fff;
    padding: 0 56px;
    display: flex;
    flex-direction: column;
    justify-content: center;
    margin-bottom: 16px;
  }
  .banner h1 {
    margin: 0;
    font-size: 34px;
    letter-spacing: 4px;
  }
  .banner p {
    margin: 10px 0 0;
    opacity: 0.85;
  }
  .panel {
    background: #fff;
    padding: 28px 0 36px;
  }
  .panel h2 {
    margin: 0 0 24px;
    padding: 0 40px 14px;
    font-size: 18px;
    border-bottom: 1px solid ${theme.border};
  }
  .problem {
    margin: -8px 40px 18px;
    padding: 10px 14px;
    background: #fff7e6;
    border: 1px solid #ffd591;
    color: #ad6800;
    font-size: 13px;
  }
  .field {
    display: flex;
    align-items: flex-start;
    margin-bottom: 18px;
  }
  .field > label {
    width: 220px;
    flex: none;
    text-align: right;
    padding-right: 16px;
    line-height: 38px;
    font-size: 14px;
    color: ${theme.text};
  }
  .field > label i {
    color: ${theme.priceText};
    font-style: normal;
    margin-right: 4px;
  }
  .control {
    width: 520px;
  }
  .control.inline,
  .inline {
    display: flex;
    gap: 10px;
  }
  input:not([type='checkbox']),
  select {
    width: 100%;
    height: 38px;
    padding: 0 12px;
    border: 1px solid #dcdfe6;
    border-radius: 4px;
    font-size: 14px;
    background: #fff;
    box-sizing: border-box;
  }
  input:focus,
  select:focus {
    outline: none;
    border-color: ${theme.gold};
  }
  .captcha {
    display: flex;
    gap: 8px;
    align-items: center;
    height: 38px;
  }
  .send {
    width: 140px;
    flex: none;
    border: 1px solid ${theme.gold};
    color: ${theme.goldText};
    background: #fff;
    border-radius: 4px;
    cursor: pointer;
  }
  .send:disabled {
    color: ${theme.muted};
    border-color: #ddd;
    cursor: default;
  }
  .error {
    color: ${theme.priceText};
    font-size: 12px;
    margin-top: 6px;
  }
  .note,
  .tip {
    color: ${theme.muted};
    font-size: 12px;
    margin-top: 6px;
  }
  .agree {
    font-size: 13px;
    display: inline-flex;
    align-items: center;
    gap: 6px;
    cursor: pointer;
  }
  .agree a {
    color: ${theme.goldText};
  }
  .message {
    color: ${theme.priceText};
    margin-bottom: 12px;
    font-size: 14px;
  }
  .submit {
    width: 200px;
    height: 42px;
    border: 0;
    border-radius: 4px;
    background: ${theme.gold};
    color: ${theme.text};
    font-size: 16px;
    cursor: pointer;
  }
  .submit:disabled {
    opacity: 0.6;
  }
  .guest,
  .done {
    text-align: center;
    padding: 72px 0;
  }
  .guest p,
  .done p {
    color: ${theme.muted};
    margin: 0 0 20px;
  }
  .done .ok {
    width: 64px;
    height: 64px;
    line-height: 64px;
    margin: 0 auto 16px;
    border-radius: 50%;
    background: #52c41a;
    color: #fff;
    font-size: 36px;
  }
  .done h2 {
    border: 0;
    padding: 0;
    margin-bottom: 10px;
  }
  .done a {
    display: inline-block;
    margin: 0 8px;
    padding: 8px 24px;
    border: 1px solid ${theme.gold};
    color: ${theme.goldText};
    border-radius: 4px;
  }
`;
