import { css } from '@emotion/react';
import { theme } from '@mall/ui';

export const serviceCss = css`
  width: ${theme.layoutWidth}px;
  margin: 16px auto 32px;
  display: flex;
  gap: 16px;
  color: ${theme.text};
  font-size: 14px;
  .chat {
    flex: 1;
    min-width: 0;
    background: #fff;
    display: flex;
    flex-direction: column;
    height: 640px;
  }
  .chat > header {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 0 20px;
    height: 56px;
    background: ${theme.gold};
    color: ${theme.text};
  }
  .chat > header h1 {
    font-size: 16px;
    margin: 0;
    flex: 1;
  }
  .chat > header .state {
    font-size: 12px;
    opacity: 0.9;
  }
  .messages {
    flex: 1;
    overflow-y: auto;
    padding: 12px 20px;
    background: ${theme.background};
  }
  .messages .more {
    text-align: center;
    color: ${theme.muted};
    font-size: 12px;
    margin: 4px 0 12px;
  }
  .row {
    display: flex;
    gap: 10px;
    margin-bottom: 16px;
    align-items: flex-start;
  }
  .row.mine {
    flex-direction: row-reverse;
  }
  .bubble-wrap {
    max-width: 60%;
    display: flex;
    flex-direction: column;
    align-items: flex-start;
  }
  .mine .bubble-wrap {
    align-items: flex-end;
  }
  time {
    font-size: 12px;
    color: ${theme.muted};
    margin-bottom: 4px;
  }
  .bubble {
    background: #fff;
    border-radius: 6px;
    padding: 8px 12px;
    border: 1px solid ${theme.border};
    word-break: break-word;
  }
  .mine .bubble {
    background: #fdf3d8;
    border-color: #f6dfa0;
  }
  .bubble p {
    margin: 0;
    white-space: pre-wrap;
    line-height: 1.6;
  }
  .bubble .emoji {
    font-size: 30px;
    line-height: 1.2;
  }
  .bubble.image,
  .bubble.emoji {
    background: transparent;
    border: none;
    padding: 0;
  }
  .bubble img {
    max-width: 220px;
    max-height: 220px;
    border-radius: 4px;
    display: block;
  }
  .card {
    display: flex;
    gap: 10px;
    width: 260px;
    text-decoration: none;
    color: ${theme.text};
  }
  .card img {
    width: 64px;
    height: 64px;
    object-fit: cover;
    flex: none;
  }
  .card span {
    display: flex;
    flex-direction: column;
    gap: 4px;
    min-width: 0;
  }
  .card b {
    font-weight: normal;
    overflow: hidden;
    text-overflow: ellipsis;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
  }
  .card small {
    color: ${theme.muted};
  }
  .receipt {
    font-size: 12px;
    color: ${theme.muted};
    margin-top: 4px;
    background: none;
    border: none;
    padding: 0;
  }
  .receipt.read {
    color: ${theme.goldText};
  }
  .receipt.failed {
    color: ${theme.priceText};
    cursor: pointer;
  }
  .pending .bubble {
    opacity: 0.7;
  }
  .composer {
    border-top: 1px solid ${theme.border};
    padding: 8px 20px 12px;
    position: relative;
  }
  .tools button {
    background: none;
    border: none;
    font-size: 20px;
    cursor: pointer;
    padding: 2px 6px;
  }
  .tools .picture {
    font-size: 13px;
    color: #666;
    vertical-align: 3px;
  }
  .emoji-panel {
    position: absolute;
    bottom: 100%;
    left: 16px;
    width: 336px;
    display: grid;
    grid-template-columns: repeat(8, 1fr);
    background: #fff;
    border: 1px solid ${theme.border};
    box-shadow: 0 2px 12px rgba(0, 0, 0, 0.1);
    padding: 6px;
  }
  .composer textarea {
    width: 100%;
    height: 80px;
    border: none;
    resize: none;
    outline: none;
    font: inherit;
  }
  .composer .send {
    display: flex;
    justify-content: flex-end;
    align-items: center;
    gap: 12px;
  }
  .composer .count {
    color: ${theme.muted};
    font-size: 12px;
  }
  aside {
    width: 280px;
    flex: none;
    display: flex;
    flex-direction: column;
    gap: 16px;
  }
  aside > section,
  .consult {
    background: #fff;
    padding: 20px;
  }
  aside .desk {
    text-align: center;
  }
  aside .desk h2 {
    font-size: 16px;
    margin: 10px 0;
  }
  aside .desk a {
    color: ${theme.goldText};
  }
  .consult h2 {
    font-size: 14px;
    margin: 0 0 12px;
    color: #666;
  }
  .consult button {
    margin-top: 12px;
    width: 100%;
  }
  .muted {
    color: ${theme.muted};
  }
`;
