import { css } from '@emotion/react';
import { theme } from '@mall/ui';

/** A goods picture as wide as its card, square, grey until it loads. */
export const squareImageCss = css`
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  display: block;
  background: #f5f5f5;
`;

/** A goods title of a card: two lines at most, and always the room of two. */
export const twoLineTitleCss = css`
  font-size: 13px;
  color: ${theme.text};
  height: 38px;
  line-height: 19px;
  overflow: hidden;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;

/** A white card whose border and shadow show under the pointer. */
export const hoverCardCss = css`
  background: #fff;
  border: 1px solid transparent;
  &:hover {
    border-color: ${theme.border};
    box-shadow: 0 4px 16px rgba(0, 0, 0, 0.08);
  }
`;
