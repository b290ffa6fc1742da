import { css } from '@emotion/react';
import { useLoaderData } from 'react-router';
import { Link } from '@mall/app-kit';
import type { SearchOrder } from '@mall/api-client';
import { theme } from '@mall/ui';
import { GoodsCard } from '../common/goods-card';
import { Pagination } from '../common/pagination';
import { STORE_PAGE_SIZE, type StoreCategoryData } from './load-store';
export { storeHandle } from './load-store';
import { StoreHeader } from './store-header';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { useCategoryName } from '../../i18n/api-names';
import { search } from '../../i18n/zh-CN/search';
import { store } from '../../i18n/zh-CN/store';

// this module's texts come with its chunk
catalogTexts.add({ search, store });

const bodyCss = css`
  display: flex;
  gap: 14px;
  aside {
    width: 200px;
    flex: none;
    background: #fff;
    padding: 12px 0;
    align-self: flex-start;
    font-size: 13px;
  }
  aside h3 {
    margin: 0 14px 8px;
    font-size: 15px;
  }
  aside a {
    display: block;
    padding: 5px 14px;
    color: ${theme.text};
  }
  aside a.top {
    font-weight: 600;
    margin-top: 6px;
  }
  aside a.leaf {
    padding-left: 26px;
  }
  aside a.on,
  aside a:hover {
    color: ${theme.goldText};
  }
  .main {
    flex: 1;
    min-width: 0;
  }
  .sort {
    display: flex;
    align-items: center;
    background: #fff;
    padding: 8px 12px;
    margin-bottom: 12px;
    font-size: 13px;
  }
  .sort a {
    padding: 0 16px;
    line-height: 28px;
    border: 1px solid #e5e5e5;
    margin-right: -1px;
    color: ${theme.text};
  }
  .sort a.on {
    background: ${theme.gold};
    border-color: ${theme.gold};
    color: ${theme.text};
  }
  .sort .total {
    margin-left: auto;
    color: ${theme.muted};
  }
  ul {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 10px;
    padding: 0;
    margin: 0;
    list-style: none;
  }
  .empty {
    background: #fff;
    padding: 80px 0;
    text-align: center;
    color: ${theme.muted};
  }
`;

const SORTS: [SearchOrder, 'default' | 'sales' | 'rate' | 'priceAsc' | 'priceDesc'][] = [
  ['', 'default'],
  ['sales', 'sales'],
  ['rate', 'rate'],
  ['price_asc', 'priceAsc'],
  ['price_desc', 'priceDesc'],
];

/** /store/category: the shop's goods by its categories, or matching an in-shop search; sorted and paged. */
export function StoreCategoryPage() {
  const data = useLoaderData() as StoreCategoryData;
  const { shop, cateId, search, order, goods } = data;
  const { t } = useCatalogTexts();
  const categoryName = useCategoryName();
  const href = (o: { cateId?: number; order?: SearchOrder; page?: number }) => {
    const q = new URLSearchParams({ id: String(shop.mer_id) });
    const c = 'cateId' in o ? o.cateId : cateId;
    if (c) q.set('cateId', String(c));
    if (search && !('cateId' in o)) q.set('search', search);
    const ord = o.order ?? order;
    if (ord) q.set('order', ord);
    if (o.page && o.page > 1) q.set('page', String(o.page));
    return `/store/category?${q.toString()}`;
  };
  return (
    <section data-page="store-category">
      <StoreHeader key={search} shop={shop} categories={data.categories} active="category" search={search} />
      <div css={bodyCss}>
        <aside data-testid="store-categories">
          <h3>{t('store.categories')}</h3>
          <Link to={href({ cateId: undefined, order: '' })} className={!cateId && !search ? 'on top' : 'top'}>
            {t('store.allGoods')}
          </Link>
          {data.categories.map((c) => (
            <div key={c.id}>
              <Link className={`top${cateId === c.id ? ' on' : ''}`} to={href({ cateId: c.id, order: '' })}>
                {categoryName(c)}
              </Link>
              {c.children.map((x) => (
                <Link
                  key={x.id}
                  className={`leaf${cateId === x.id ? ' on' : ''}`}
                  to={href({ cateId: x.id, order: '' })}
                >
                  {categoryName(x)} ({x.count})
                </Link>
              ))}
            </div>
          ))}
        </aside>
        <div className="main">
          <div className="sort" data-testid="store-sort">
            {SORTS.map(([o, label]) => (
              <Link key={label} to={href({ order: o })} className={o === order ? 'on' : ''}>
                {t(`store.sort.${label}`)}
              </Link>
            ))}
            <span className="total">
              {search && <span data-authored>{`“${search}” `}</span>}
              {t('search.total', { count: goods.count })}
            </span>
          </div>
          {goods.list.length > 0 ? (
            <ul data-testid="store-goods">
              {goods.list.map((g) => (
                <GoodsCard key={g.product_id} goods={g} />
              ))}
            </ul>
          ) : (
            <div className="empty" data-testid="empty">
              {t('store.empty')}
            </div>
          )}
          <Pagination page={data.page} total={goods.count} size={STORE_PAGE_SIZE} href={(p) => href({ page: p })} />
        </div>
      </div>
    </section>
  );
}
