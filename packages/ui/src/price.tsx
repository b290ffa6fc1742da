import { css } from '@emotion/react';
import { formatYuan } from './money';
import { theme } from './theme';

const priceCss = css`
  color: ${theme.priceText};
  font-weight: 600;
`;

export function Price({ fen, size = 16 }: { fen: number; size?: number }) {
  return (
    <span css={priceCss} style={{ fontSize: size }}>
      ¥{formatYuan(fen)}
    </span>
  );
}
