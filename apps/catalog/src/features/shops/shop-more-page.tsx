import { css } from '@emotion/react';
import { Link, useLoaderData } from 'react-router';
import { catalogApi, type Paged, type ShopCard } from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';
import { theme } from '@mall/ui';
import { Pagination } from '../common/pagination';
import { ShopListCard, shopListCss } from './shop-list-card';

const PAGE_SIZE = 10;
type ShopOrder = '' | 'sales' | 'rate';
const ORDERS: [ShopOrder, string][] = [
  ['', '默认'],
  ['sales', '销量'],
  ['rate', '好评'],
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

export const shopMoreTitle = (d: ShopMoreData) => (d.title ? `“${d.title}”相关店铺` : '更多店铺');

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
  return (
    <section data-page="shop-more">
      <div css={barCss} data-testid="shop-sort">
        {ORDERS.map(([o, label]) => (
          <Link key={label} to={moreHref(title, o)} className={o === order ? 'on' : ''}>
            {label}
          </Link>
        ))}
        <span className="total">
          {title && `“${title}” `}共<em>{shops.count}</em>家店铺
        </span>
      </div>
      {shops.list.length > 0 ? (
        <ul css={shopListCss} data-testid="shop-list">
          {shops.list.map((s) => (
            <ShopListCard key={s.mer_id} shop={s} />
          ))}
        </ul>
      ) : (
        <p style={{ textAlign: 'center', padding: 60, color: theme.muted, background: '#fff' }}>
          抱歉，没有找到相关店铺
        </p>
      )}
      <Pagination page={page} total={shops.count} size={PAGE_SIZE} href={(p) => moreHref(title, order, p)} />
    </section>
  );
}
