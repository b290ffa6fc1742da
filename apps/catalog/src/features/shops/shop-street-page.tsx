import { css } from '@emotion/react';
import { useLoaderData } from 'react-router';
import { Link } from '@mall/app-kit';
import { catalogApi, shopsApi, type MerchantCategory, type Paged, type ShopCard } from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';
import { theme } from '@mall/ui';
import { Pagination } from '../common/pagination';
import { ShopListCard, shopListCss } from './shop-list-card';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { useEnglishName } from '../../i18n/api-names';
import { home } from '../../i18n/zh-CN/home';
import { shops } from '../../i18n/zh-CN/shops';

// this module's texts come with its chunk (home: the page's title, home.links.shops)
catalogTexts.add({ home, shops });

const PAGE_SIZE = 10;
const positive = (v: string | null) => (v && /^[1-9]\d{0,5}$/.test(v) ? Number(v) : undefined);

export interface ShopStreetData {
  tabs: MerchantCategory[];
  cid?: number;
  page: number;
  shops: Paged<ShopCard>;
}

export async function loadShopStreet(api: MallApi, url: string): Promise<ShopStreetData> {
  const q = new URL(url).searchParams;
  const cid = positive(q.get('cid'));
  const page = Math.min(positive(q.get('page')) ?? 1, 10000);
  const [tabs, shops] = await Promise.all([
    shopsApi(api).merchantCategories(),
    catalogApi(api).merchants({ category_id: cid, page, limit: PAGE_SIZE }),
  ]);
  return { tabs, cid, page, shops };
}

const tabsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  background: #fff;
  padding: 14px 18px;
  margin-bottom: 14px;
  a {
    padding: 5px 16px;
    font-size: 14px;
    border-radius: 16px;
    color: ${theme.text};
  }
  a:hover {
    color: ${theme.goldText};
  }
  a.on {
    background: ${theme.gold};
    color: ${theme.text};
  }
`;

const streetHref = (cid?: number, page = 1) => {
  const q = new URLSearchParams();
  if (cid) q.set('cid', String(cid));
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return `/shop_street${s ? `?${s}` : ''}`;
};

/** /shop_street: shops by merchant category (tabs), with recommended goods, paged. */
export function ShopStreetPage() {
  const { tabs, cid, page, shops } = useLoaderData() as ShopStreetData;
  const { t } = useCatalogTexts();
  const named = useEnglishName();
  return (
    <section data-page="shop-street">
      <nav css={tabsCss} aria-label={t('shops.nav')} data-testid="street-tabs">
        <Link to={streetHref()} className={cid ? '' : 'on'}>
          {t('shops.all')}
        </Link>
        {tabs.map((tab) => (
          <Link
            key={tab.merchant_category_id}
            to={streetHref(tab.merchant_category_id)}
            className={cid === tab.merchant_category_id ? 'on' : ''}
          >
            {named(tab.category_name, tab.category_name_en)}
          </Link>
        ))}
      </nav>
      {shops.list.length > 0 ? (
        <ul css={shopListCss} data-testid="shop-list">
          {shops.list.map((s) => (
            <ShopListCard key={s.mer_id} shop={s} />
          ))}
        </ul>
      ) : (
        <p style={{ textAlign: 'center', padding: 60, color: theme.muted, background: '#fff' }}>{t('shops.empty')}</p>
      )}
      <Pagination page={page} total={shops.count} size={PAGE_SIZE} href={(p) => streetHref(cid, p)} />
    </section>
  );
}
