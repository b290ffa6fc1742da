import { css } from '@emotion/react';
import { theme } from '@mall/ui';
import { GRID_COLUMNS } from './region-chain';

export const regionPickerCss = css`
  position: relative;
  display: inline-block;
  .field {
    position: relative;
    width: 400px;
    height: 34px;
    line-height: 32px;
    padding: 0 28px 0 10px;
    border: 1px solid #dcdfe6;
    border-radius: 4px;
    background: #fff;
    font-size: 14px;
    color: ${theme.text};
    cursor: pointer;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    box-sizing: border-box;
    outline: none;
  }
  .field::after {
    content: '';
    position: absolute;
    right: 11px;
    top: 12px;
    width: 6px;
    height: 6px;
    border: solid #a8abb2;
    border-width: 0 1px 1px 0;
    transform: rotate(45deg);
    transition: transform 0.15s;
  }
  .field[aria-expanded='true']::after {
    top: 15px;
    transform: rotate(-135deg);
  }
  .field:focus-visible,
  .field[aria-expanded='true'] {
    border-color: ${theme.gold};
  }
  .field[data-empty] {
    color: #a8abb2;
  }
  .popover {
    position: absolute;
    z-index: 20;
    top: calc(100% + 4px);
    left: 0;
    width: 560px;
    padding: 0 16px 14px;
    background: #fff;
    border: 1px solid #e4e4e4;
    box-shadow: 0 4px 14px rgba(0, 0, 0, 0.12);
    box-sizing: border-box;
  }
  [role='tablist'] {
    display: flex;
    gap: 24px;
    border-bottom: 1px solid #eee;
  }
  [role='tab'] {
    max-width: 120px;
    padding: 10px 0 8px;
    margin-bottom: -1px;
    border: 0;
    border-bottom: 2px solid transparent;
    background: none;
    font-size: 14px;
    color: #666;
    cursor: pointer;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  [role='tab'][aria-selected='true'] {
    color: ${theme.goldText};
    border-bottom-color: ${theme.gold};
  }
  [role='tab']:disabled {
    color: #c8c8c8;
    cursor: default;
  }
  [role='listbox'] {
    display: grid;
    grid-template-columns: repeat(${GRID_COLUMNS}, 1fr);
    gap: 2px 8px;
    max-height: 240px;
    overflow-y: auto;
    margin: 0;
    padding: 10px 0 0;
    list-style: none;
  }
  [role='option'] {
    padding: 4px 6px;
    border-radius: 2px;
    font-size: 13px;
    line-height: 20px;
    color: #333;
    cursor: pointer;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    outline: none;
  }
  [role='option']:hover,
  [role='option']:focus-visible {
    color: ${theme.goldText};
    background: #fdf3dc;
  }
  [role='option'][aria-selected='true'] {
    color: ${theme.goldText};
    font-weight: 600;
  }
  .note {
    padding: 16px 0 4px;
    color: ${theme.muted};
    font-size: 13px;
  }
`;
