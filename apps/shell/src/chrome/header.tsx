import { css } from '@emotion/react';
import { theme } from '@mall/ui';
import { useTranslation } from '../i18n/translation';
import { useMallState } from '@mall/app-kit';
import { TopBanner } from './top-banner';
import type { ChromeData } from './chrome-data';
import { SearchBox } from './search-box';
import { useCurrentUrl } from './use-current-url';
import { TopBar } from './top-bar';
import { useCartCount } from './use-cart-count';

/** The logo's box is reserved before the image loads (no layout shift); any logo fits inside. */
const LOGO = { width: 168, height: 56 };

const headerCss = css`
  background: #fff;
  .main {
    width: ${theme.layoutWidth}px;
    margin: 0 auto;
    display: flex;
    align-items: center;
    gap: 40px;
    padding: 24px 0 12px;
  }
  .logo img {
    width: ${LOGO.width}px;
    height: ${LOGO.height}px;
    object-fit: contain;
    object-position: left center;
    display: block;
  }
  .cart {
    margin-left: auto;
    border: 1px solid ${theme.border};
    padding: 10px 20px;
    color: ${theme.text};
  }
  .cart b {
    color: ${theme.priceText};
    margin-left: 4px;
  }
  nav.tabs {
    width: ${theme.layoutWidth}px;
    margin: 0 auto;
    display: flex;
    gap: 32px;
    padding: 8px 0 12px 0;
    font-size: 16px;
  }
  nav.tabs a {
    color: ${theme.text};
  }
  nav.tabs a:hover {
    color: ${theme.goldText};
  }
`;


export function Header({ data }: { data: ChromeData }) {
  const cartnumber = useMallState((s) => s.cartnumber);
  const { t, i18n } = useTranslation();
  useCartCount();
  const logoUrl = useMallState((s) => s.logoUrl);
  const titleCon = useMallState((s) => s.titleCon);
  const url = useCurrentUrl(data);
  const showNav = url.pathname !== '/goods_search';
  return (
    <header css={headerCss}>
      <TopBanner />
      <TopBar config={data.config} />
      <div className="main">
        <a className="logo" href="/">
          <img src={logoUrl} alt={titleCon} width={LOGO.width} height={LOGO.height} />
        </a>
        <SearchBox hotKeywords={data.hotKeywords} url={url} />
        <a className="cart" href="/shopping_cart">
          {t('header.cart')}<b data-testid="cart-count">{cartnumber}</b>
        </a>
      </div>
      {showNav && (
        <nav className="tabs">
          {data.home.pc_home_tab.map((tab) => (
            <a key={tab.link} href={tab.link}>
              {(i18n.language === 'en' && tab.label_en) || tab.label}
            </a>
          ))}
        </nav>
      )}
    </header>
  );
}
