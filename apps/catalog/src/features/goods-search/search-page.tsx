import { css } from '@emotion/react';
import { useLoaderData } from 'react-router';
import { Link } from '@mall/app-kit';
import { theme } from '@mall/ui';
import { GoodsCard } from '../common/goods-card';
import { Pagination } from '../common/pagination';
import { FilterPanel } from './filter-panel';
import { PAGE_SIZE, type SearchData } from './load-search';
export { searchHandle } from './load-search';
import { ShopRow } from './shop-row';
import { SortBar } from './sort-bar';
import { useSearchLinks } from './use-search-links';
import { SvipRuleContext } from '../common/svip-rule';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { useCategoryName } from '../../i18n/api-names';
import { search } from '../../i18n/zh-CN/search';

// this module's texts come with its chunk
catalogTexts.add({ search });

const crumbCss = css`
  font-size: 13px;
  color: ${theme.muted};
  margin: 0 0 12px;
  a:hover {
    color: ${theme.goldText};
  }
  strong {
    color: ${theme.text};
    font-weight: normal;
  }
  .sep {
    margin: 0 6px;
  }
`;

const gridCss = css`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: 10px;
  list-style: none;
  padding: 0;
  margin: 0;
`;

const emptyCss = css`
  background: #fff;
  border: 1px solid ${theme.border};
  padding: 80px 0;
  text-align: center;
  color: ${theme.muted};
  font-size: 14px;
  .icon {
    font-size: 56px;
    color: #ddd;
    line-height: 1;
    margin-bottom: 16px;
  }
  p {
    margin: 6px 0;
  }
  strong {
    color: ${theme.text};
    font-size: 16px;
  }
`;

function Breadcrumb({ data }: { data: SearchData }) {
  const nameOf = useCategoryName();
  const { state, path } = data;
  const { href } = useSearchLinks(state);
  const { t } = useCatalogTexts();
  return (
    <div css={crumbCss} data-testid="breadcrumb">
      <a href="/">{t('common.home')}</a>
      <span className="sep">&gt;</span>
      {path.length > 0 ? (
        path.map((node, i) => (
          <span key={node.id}>
            {i > 0 && <span className="sep">&gt;</span>}
            {i === path.length - 1 && !state.title ? (
              <strong>{nameOf(node)}</strong>
            ) : (
              <Link to={`/goods_cate?sid=${node.id}&name=${encodeURIComponent(node.cate_name)}`}>{nameOf(node)}</Link>
            )}
          </span>
        ))
      ) : (
        <Link to={href({ brand_id: [], params: {}, mer_type_id: [], price_on: undefined, price_off: undefined })}>
          {t('search.allResults')}
        </Link>
      )}
      {state.title && (
        <>
          <span className="sep">&gt;</span>
          <strong data-authored>“{state.title}”</strong>
        </>
      )}
    </div>
  );
}

/** /goods_search?title= and /goods_cate?sid=&name=: filters, shops, sorted and paged goods, all from the URL. */
export function SearchPage() {
  const data = useLoaderData() as SearchData;
  const { state, goods } = data;
  const { pageHref } = useSearchLinks(state);
  const { t } = useCatalogTexts();
  return (
    <SvipRuleContext.Provider value={data.svip}>
      <section data-page="goods-search">
        <Breadcrumb data={data} />
        <FilterPanel state={state} brands={data.brands} params={data.params} types={data.types} />
        {state.title && <ShopRow shops={data.shops} keyword={state.title} />}
        <SortBar state={state} total={goods.count} />
        {goods.list.length > 0 ? (
          <ul css={gridCss} data-testid="goods-grid">
            {goods.list.map((g) => (
              <GoodsCard key={g.product_id} goods={g} />
            ))}
          </ul>
        ) : (
          <div css={emptyCss} data-testid="empty">
            <div className="icon">⌕</div>
            <p>
              <strong>{t('search.emptyTitle')}</strong>
            </p>
            <p>{t('search.emptyHint')}</p>
          </div>
        )}
        <Pagination page={state.page} total={goods.count} size={PAGE_SIZE} href={pageHref} />
      </section>
    </SvipRuleContext.Provider>
  );
}
