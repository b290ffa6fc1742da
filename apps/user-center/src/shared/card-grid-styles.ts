import { css } from '@emotion/react';
import { theme } from '@mall/ui';

export const toolbarCss = css`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-bottom: 14px;
  font-size: 13px;
  label {
    display: flex;
    align-items: center;
    gap: 4px;
    cursor: pointer;
  }
`;

export const gridCss = css`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: 16px;
  .item {
    position: relative;
    border: 1px solid ${theme.border};
    padding: 10px;
    font-size: 13px;
  }
  .item[aria-selected='true'] {
    border-color: ${theme.gold};
  }
  .item > input {
    position: absolute;
    top: 8px;
    left: 8px;
    z-index: 1;
  }
  .item a {
    color: ${theme.text};
    text-decoration: none;
  }
  .pic {
    position: relative;
    display: block;
  }
  .pic img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    background: ${theme.background};
  }
  .mark {
    position: absolute;
    left: 50%;
    top: 50%;
    transform: translate(-50%, -50%);
    width: 72px;
    height: 72px;
    border-radius: 50%;
    background: rgba(0, 0, 0, 0.55);
    color: #fff;
    line-height: 72px;
    text-align: center;
  }
  p {
    margin: 8px 0 6px;
    height: 36px;
    overflow: hidden;
  }
  .row {
    display: flex;
    justify-content: space-between;
    align-items: center;
  }
  .cancel {
    border: 0;
    background: none;
    color: ${theme.muted};
    cursor: pointer;
    font-size: 12px;
  }
  .cancel:hover {
    color: ${theme.priceText};
  }
  .shop {
    text-align: center;
  }
  .shop img {
    width: 72px;
    height: 72px;
    border-radius: 50%;
    object-fit: cover;
    margin: 8px auto;
    display: block;
  }
  .self {
    padding: 0 4px;
    background: ${theme.priceText};
    color: #fff;
    font-size: 11px;
    margin-right: 4px;
  }
`;
