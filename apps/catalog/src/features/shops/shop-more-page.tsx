import { css } from '@emotion/react';
import { useLoaderData } from 'react-router';
import { Link } from '@mall/app-kit';
import { catalogApi, type Paged, type ShopCard } from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';
import { theme } from '@mall/ui';
import type { PageTexts } from '../../app/page-meta';
import { Pagination } from '../common/pagination';
import { ShopListCard, shopListCss } from './shop-list-card';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { NODE, withNode } from '../../i18n/with-node';
import { shops } from '../../i18n/zh-CN/shops';

// this module's texts come with its chunk
catalogTexts.add({ shops });

const PAGE_SIZE = 10;
type ShopOrder = '' | 'sales' | 'rate';
const ORDERS: [ShopOrder, 'default' | 'sales' | 'rate'][] = [
  ['', 'default'],
  ['sales', 'sales'],
  ['rate', 'rate'],
];

export interface ShopMoreData {
  title: string;
  order: ShopOrder;
  page: number;
  shops: Paged<ShopCard>;
}

export async function loadShopMore(api: MallApi, url: string): Promise<ShopMoreData> {
  const q = new URL(url).searchParams;
  const title = (q.get('title') ?? '').trim().slice(0, 50);
  const orderText = q.get('order') ?? '';
  const order = (ORDERS.some(([o]) => o === orderText) ? orderText : '') as ShopOrder;
  const pageText = q.get('page') ?? '';
  const page = /^[1-9]\d{0,3}$/.test(pageText) ? Number(pageText) : 1;
  const shops = await catalogApi(api).merchants({ keyword: title || undefined, order, page, limit: PAGE_SIZE });
  return { title, order, page, shops };
}

export const shopMoreTitle = (d: ShopMoreData, { t }: PageTexts) =>
  d.title ? t('shops.moreFor', { title: d.title }) : t('shops.more');

const barCss = css`
  display: flex;
  align-items: center;
  background: #fff;
  padding: 10px 16px;
  margin-bottom: 14px;
  font-size: 13px;
  a {
    padding: 0 18px;
    line-height: 28px;
    border: 1px solid #e5e5e5;
    margin-right: -1px;
    color: ${theme.text};
  }
  a.on {
    background: ${theme.gold};
    border-color: ${theme.gold};
    color: ${theme.text};
  }
  .total {
    margin-left: auto;
    color: ${theme.muted};
  }
  .total em {
    color: ${theme.priceText};
    font-style: normal;
  }
`;

const moreHref = (title: string, order: ShopOrder, page = 1) => {
  const q = new URLSearchParams();
  if (title) q.set('title', title);
  if (order) q.set('order', order);
  if (page > 1) q.set('page', String(page));
  return `/shop_more?${q.toString()}`;
};

/** /shop_more?title=: every shop matching the keyword, sorted 默认 / 销量 / 好评. */
export function ShopMorePage() {
  const { title, order, page, shops } = useLoaderData() as ShopMoreData;
  const { t } = useCatalogTexts();
  return (
    <section data-page="shop-more">
      <div css={barCss} data-testid="shop-sort">
        {ORDERS.map(([o, label]) => (
          <Link key={label} to={moreHref(title, o)} className={o === order ? 'on' : ''}>
            {t(`shops.sort.${label}`)}
          </Link>
        ))}
        <span className="total">
          {title && <span data-authored>{`“${title}” `}</span>}
          {withNode(t('shops.found', { count: NODE }), <em>{shops.count}</em>)}
        </span>
      </div>
      {shops.list.length > 0 ? (
        <ul css={shopListCss} data-testid="shop-list">
          {shops.list.map((s) => (
            <ShopListCard key={s.mer_id} shop={s} />
          ))}
        </ul>
      ) : (
        <p style={{ textAlign: 'center', padding: 60, color: theme.muted, background: '#fff' }}>{t('shops.none')}</p>
      )}
      <Pagination page={page} total={shops.count} size={PAGE_SIZE} href={(p) => moreHref(title, order, p)} />
    </section>
  );
}
