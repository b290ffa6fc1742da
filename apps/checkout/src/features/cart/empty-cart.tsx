import { css } from '@emotion/react';
import { theme } from '@mall/ui';

const emptyCss = css`
  background: #fff;
  padding: 80px 0;
  text-align: center;
  color: ${theme.muted};
  svg {
    display: block;
    margin: 0 auto 20px;
  }
  p {
    margin: 0 0 20px;
    font-size: 16px;
  }
  a.go-home {
    display: inline-block;
    padding: 8px 32px;
    border: 1px solid ${theme.gold};
    color: ${theme.goldText};
    border-radius: 4px;
  }
  a.go-home:hover {
    background: ${theme.gold};
    color: ${theme.text};
  }
`;

export function EmptyCart() {
  return (
    <div css={emptyCss} data-testid="cart-empty">
      <svg width="120" height="100" viewBox="0 0 120 100" aria-hidden="true">
        <path d="M10 14h16l12 52h56l12-38H32" fill="none" stroke="#ddd" strokeWidth="5" strokeLinejoin="round" />
        <circle cx="44" cy="82" r="7" fill="#ddd" />
        <circle cx="88" cy="82" r="7" fill="#ddd" />
      </svg>
      <p>购物车空空如也，快去挑选心仪的商品吧~</p>
      <a className="go-home" href="/">
        去逛逛
      </a>
    </div>
  );
}
