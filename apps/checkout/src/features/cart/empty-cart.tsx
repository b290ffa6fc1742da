import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <div css={emptyCss} data-testid="cart-empty">
      <svg width="120" height="100" viewBox="0 0 120 100" aria-hidden="true">
        <path d="M10 14h16l12 52h56l12-38H32" fill="none" stroke="#ddd" strokeWidth="5" strokeLinejoin="round" />
        <circle cx="44" cy="82" r="7" fill="#ddd" />
        <circle cx="88" cy="82" r="7" fill="#ddd" />
      </svg>
      <p>{t('cart.empty')}</p>
      <a className="go-home" href="/">
        {t('cart.goShopping')}
      </a>
    </div>
  );
}
