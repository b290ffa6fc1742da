import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@mall/app-kit';
import type { ShopCategory, ShopDetail } from '@mall/api-client';
import { theme } from '@mall/ui';
import { tagCss } from '../common/goods-card';
import { useFollowShop } from '../common/use-follow-shop';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { useCategoryName, useShopTypeName } from '../../i18n/api-names';
import { NODE, withNode } from '../../i18n/with-node';
import { goods } from '../../i18n/zh-CN/goods';
import { store } from '../../i18n/zh-CN/store';

// this module's texts come with its chunk
catalogTexts.add({ goods, store });

const headCss = css`
  margin: -16px 0 16px;
  .bar {
    display: flex;
    align-items: center;
    gap: 16px;
    background: #fff;
    padding: 14px 20px;
  }
  .avatar {
    width: 60px;
    height: 60px;
    border-radius: 50%;
    border: 1px solid ${theme.border};
  }
  .name {
    font-size: 18px;
    font-weight: 600;
    display: flex;
    align-items: center;
    gap: 8px;
  }
  .sub {
    font-size: 12px;
    color: ${theme.muted};
    margin-top: 6px;
  }
  .scores {
    display: flex;
    gap: 18px;
    font-size: 12px;
    color: ${theme.muted};
    padding: 0 18px;
    border-left: 1px solid ${theme.border};
    border-right: 1px solid ${theme.border};
  }
  .scores div {
    text-align: center;
  }
  .scores em {
    display: block;
    font-style: normal;
    font-size: 16px;
    color: ${theme.priceText};
    font-weight: 600;
  }
  .follow {
    height: 30px;
    padding: 0 16px;
    border: 1px solid ${theme.gold};
    background: ${theme.gold};
    color: ${theme.text};
    cursor: pointer;
    font-size: 13px;
  }
  .follow[aria-pressed='true'] {
    background: #fff;
    color: ${theme.goldText};
  }
  .licence {
    font-size: 12px;
    color: ${theme.muted};
  }
  form {
    margin-left: auto;
    display: flex;
  }
  form input {
    width: 200px;
    height: 32px;
    border: 2px solid ${theme.gold};
    padding: 0 8px;
    font-size: 13px;
    outline: none;
  }
  form button {
    height: 32px;
    border: none;
    background: ${theme.gold};
    color: ${theme.text};
    padding: 0 16px;
    cursor: pointer;
  }
  .banner {
    height: 180px;
    background-size: cover;
    background-position: center;
  }
  nav {
    display: flex;
    background: #333;
    height: 40px;
    line-height: 40px;
    font-size: 14px;
    position: relative;
  }
  nav > a,
  nav > .all {
    color: #fff;
    padding: 0 26px;
  }
  nav > a:hover,
  nav > a.on,
  nav > .all:hover {
    background: ${theme.gold};
  }
  .all {
    position: relative;
    cursor: pointer;
  }
  .menu {
    position: absolute;
    top: 40px;
    left: 0;
    width: 520px;
    background: #fff;
    box-shadow: 0 6px 16px rgba(0, 0, 0, 0.15);
    z-index: 30;
    padding: 12px 18px;
    line-height: 26px;
    cursor: default;
  }
  .menu dl {
    display: flex;
    margin: 0 0 6px;
    font-size: 13px;
  }
  .menu dt {
    box-sizing: border-box;
    min-width: 100px;
    padding-right: 12px;
    white-space: nowrap;
    flex: none;
    font-weight: 600;
  }
  .menu dt a,
  .menu dd a {
    color: ${theme.text};
  }
  .menu dd {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0 14px;
  }
  .menu a:hover {
    color: ${theme.goldText};
  }
`;

export const storeCategoryHref = (merId: number, o: { cateId?: number; search?: string } = {}) => {
  const q = new URLSearchParams({ id: String(merId) });
  if (o.cateId) q.set('cateId', String(o.cateId));
  if (o.search) q.set('search', o.search);
  return `/store/category?${q.toString()}`;
};

/** The header tab of the page being shown. */
export type StoreTab = 'home' | 'coupon' | 'category';

/** The shop's head on every shop page: name, scores, follow, in-shop search, banner and menu. */
export function StoreHeader({
  shop,
  categories,
  active,
  search = '',
}: {
  shop: ShopDetail;
  categories: ShopCategory[];
  active: StoreTab;
  search?: string;
}) {
  const follow = useFollowShop(shop.mer_id, { on: shop.isFollow, fans: shop.care_count });
  const { t } = useCatalogTexts();
  const typeName = useShopTypeName();
  const categoryName = useCategoryName();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(search);
  const [menu, setMenu] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void navigate(storeCategoryHref(shop.mer_id, { search: keyword.trim() }));
  };
  return (
    <header css={headCss} data-testid="store-header">
      <div className="bar">
        <img className="avatar" src={shop.mer_avatar} alt={shop.mer_name} />
        <div>
          <div className="name">
            <span data-authored>{shop.mer_name}</span>
            {shop.is_trader && <span css={tagCss}>{t('common.self')}</span>}
          </div>
          <div className="sub">
            {typeName(shop)} ·{' '}
            {withNode(t('common.followers', { count: NODE }), <span data-testid="fans">{follow.fans}</span>)} ·{' '}
            {t('store.onSale', { count: shop.product_count })}
          </div>
        </div>
        <div className="scores" data-testid="store-scores">
          <div>
            <em>{shop.product_score.toFixed(1)}</em>
            {t('goods.shop.productScore')}
          </div>
          <div>
            <em>{shop.service_score.toFixed(1)}</em>
            {t('goods.shop.serviceScore')}
          </div>
          <div>
            <em>{shop.postage_score.toFixed(1)}</em>
            {t('goods.shop.postageScore')}
          </div>
        </div>
        <button type="button" className="follow" aria-pressed={follow.on} onClick={() => void follow.toggle()}>
          {follow.on ? t('store.following') : t('store.follow')}
        </button>
        <a className="licence" href={`/qualifications?id=${shop.mer_id}`}>
          {t('store.licence')}
        </a>
        <form onSubmit={submit} role="search" aria-label={t('store.searchLabel')}>
          <input
            aria-label={t('store.searchPlaceholder')}
            placeholder={t('store.searchPlaceholder')}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            maxLength={50}
          />
          <button type="submit">{t('store.searchButton')}</button>
        </form>
      </div>
      <div className="banner" style={{ backgroundImage: `url(${shop.mer_banner})` }} />
      <nav aria-label={t('store.nav')}>
        <Link to={`/store?id=${shop.mer_id}`} className={active === 'home' ? 'on' : ''}>
          {t('store.home')}
        </Link>
        <div className="all" onMouseEnter={() => setMenu(true)} onMouseLeave={() => setMenu(false)}>
          <Link to={storeCategoryHref(shop.mer_id)} style={{ color: '#fff' }}>
            {t('store.allCategories')}
          </Link>
          {menu && categories.length > 0 && (
            <div className="menu">
              {categories.map((c) => (
                <dl key={c.id}>
                  <dt>
                    <Link to={storeCategoryHref(shop.mer_id, { cateId: c.id })}>{categoryName(c)}</Link>
                  </dt>
                  <dd>
                    {c.children.map((x) => (
                      <Link key={x.id} to={storeCategoryHref(shop.mer_id, { cateId: x.id })}>
                        {categoryName(x)}
                      </Link>
                    ))}
                  </dd>
                </dl>
              ))}
            </div>
          )}
        </div>
        <Link to={`/store/storeCoupon?id=${shop.mer_id}`} className={active === 'coupon' ? 'on' : ''}>
          {t('store.coupons')}
        </Link>
        <Link to={storeCategoryHref(shop.mer_id)} className={active === 'category' ? 'on' : ''}>
          {t('store.allGoods')}
        </Link>
      </nav>
    </header>
  );
}
