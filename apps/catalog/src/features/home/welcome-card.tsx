import { css } from '@emotion/react';
import { useMallState, useMallStore } from '@mall/app-kit';
import type { ShopCard } from '@mall/api-client';
import { theme } from '@mall/ui';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { home } from '../../i18n/zh-CN/home';

// this module's texts come with its chunk
catalogTexts.add({ home });

const cardCss = css`
  width: 240px;
  height: 420px;
  flex: none;
  background: #fff;
  padding: 20px 18px;
  display: flex;
  flex-direction: column;
  font-size: 13px;
  .hello {
    text-align: center;
    padding-bottom: 16px;
    border-bottom: 1px solid ${theme.border};
  }
  .avatar {
    width: 56px;
    height: 56px;
    border-radius: 50%;
    background: #f3f3f3;
    margin: 0 auto 8px;
    display: flex;
    align-items: center;
    justify-content: center;
    font-size: 24px;
    color: ${theme.goldText};
  }
  .buttons {
    display: flex;
    gap: 10px;
    margin-top: 12px;
  }
  .buttons button,
  .buttons a {
    flex: 1;
    height: 30px;
    line-height: 28px;
    border: 1px solid ${theme.gold};
    background: #fff;
    color: ${theme.goldText};
    cursor: pointer;
    text-align: center;
    font-size: 13px;
  }
  .buttons .primary {
    background: ${theme.gold};
    color: ${theme.text};
  }
  h4 {
    margin: 14px 0 8px;
    font-size: 14px;
  }
  .links {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 10px 0;
    text-align: center;
  }
  .links a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
    color: ${theme.text};
    font-size: 12px;
  }
  .links i {
    width: 34px;
    height: 34px;
    line-height: 34px;
    border-radius: 50%;
    font-style: normal;
    color: #fff;
    font-size: 15px;
  }
  .shops {
    margin-top: auto;
    display: flex;
    gap: 6px;
  }
  .shops img {
    width: 46px;
    height: 46px;
    border-radius: 50%;
    border: 1px solid ${theme.border};
  }
`;

type LinkName = 'coupons' | 'shops' | 'brands' | 'new' | 'hot' | 'settle';
const LINKS: [string, LinkName, string][] = [
  ['/coupon_center', 'coupons', '#e33128'],
  ['/shop_street', 'shops', '#ecaf17'],
  ['/brandList', 'brands', '#1c7ed6'],
  ['/goods_list?type=new', 'new', '#2b8a3e'],
  ['/goods_list?type=hot', 'hot', '#f76707'],
  ['/merchant_settled', 'settle', '#7048e8'],
];

/** The right column beside the carousel: greeting, login/register, shortcuts and a few good shops. */
export function WelcomeCard({ shops }: { shops: ShopCard[] }) {
  const user = useMallState((s) => s.users);
  const store = useMallStore();
  const { t } = useCatalogTexts();
  return (
    <aside css={cardCss} data-testid="welcome-card">
      <div className="hello">
        <div className="avatar">
          {user?.avatar ? <img src={user.avatar} alt="" width={56} height={56} style={{ borderRadius: '50%' }} /> : '☺'}
        </div>
        <div>{user ? t('home.hi', { name: user.nickname }) : t('home.hi', { name: t('home.welcome') })}</div>
        {user ? (
          <div className="buttons">
            <a className="primary" href="/user/order_list">
              {t('home.myOrders')}
            </a>
            <a href="/user/collect">{t('home.myFavourites')}</a>
          </div>
        ) : (
          <div className="buttons">
            <button type="button" className="primary" onClick={() => store.getState().openLogin('/')}>
              {t('home.login')}
            </button>
            <a href="/login">{t('home.register')}</a>
          </div>
        )}
      </div>
      <h4>{t('home.shortcuts')}</h4>
      <div className="links">
        {LINKS.map(([href, name, color]) => (
          <a key={href} href={href}>
            <i style={{ background: color }}>{t(`home.linkIcons.${name}`)}</i>
            {t(`home.links.${name}`)}
          </a>
        ))}
      </div>
      <h4>{t('home.goodShops')}</h4>
      <div className="shops">
        {shops.slice(0, 4).map((s) => (
          <a key={s.mer_id} href={`/store?id=${s.mer_id}`} title={s.mer_name}>
            <img src={s.mer_avatar} alt={s.mer_name} />
          </a>
        ))}
      </div>
    </aside>
  );
}
