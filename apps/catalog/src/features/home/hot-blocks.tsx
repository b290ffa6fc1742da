import { css } from '@emotion/react';
import { Link } from '@mall/app-kit';
import type { GoodsCard, Paged } from '@mall/api-client';
import { Price, theme } from '@mall/ui';
import { GoodsTile } from '../common/goods-tile';
import { SectionTitle } from './section-title';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { home } from '../../i18n/zh-CN/home';

// this module's texts come with its chunk
catalogTexts.add({ home });

const rowCss = css`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: 12px;
  padding: 0;
  margin: 0 0 28px;
`;

const pairCss = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 16px;
  margin-bottom: 28px;
  > section {
    background: #fff;
    padding: 18px 18px 6px;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 8px;
    padding: 0;
    margin: 0;
  }
`;

const rankCss = css`
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex !important;
  flex-direction: column;
  gap: 10px !important;
  li a {
    display: flex;
    gap: 12px;
    align-items: center;
    padding-bottom: 10px;
    border-bottom: 1px dashed ${theme.border};
  }
  img {
    width: 64px;
    height: 64px;
    object-fit: cover;
    flex: none;
  }
  .no {
    width: 22px;
    height: 22px;
    line-height: 22px;
    text-align: center;
    font-size: 12px;
    color: #fff;
    background: #c8c8c8;
    flex: none;
  }
  li:nth-of-type(-n + 3) .no {
    background: ${theme.priceText};
  }
  .info {
    min-width: 0;
    flex: 1;
  }
  .name {
    font-size: 13px;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    margin-bottom: 6px;
  }
  .sales {
    color: ${theme.muted};
    font-size: 12px;
    margin-left: 8px;
  }
`;

export interface HotLists {
  best: Paged<GoodsCard>;
  new: Paged<GoodsCard>;
  good: Paged<GoodsCard>;
  hot: Paged<GoodsCard>;
}

function Ranking({ list }: { list: GoodsCard[] }) {
  const { t } = useCatalogTexts();
  return (
    <ul css={rankCss}>
      {list.map((g, i) => (
        <li key={g.product_id}>
          <Link to={`/goods_detail/${g.product_id}`}>
            <span className="no">{i + 1}</span>
            <img src={g.image} alt={g.store_name} loading="lazy" />
            <div className="info">
              <div className="name" data-authored>
                {g.store_name}
              </div>
              <Price fen={g.price} size={15} />
              <span className="sales">{t('common.sold', { count: g.sales })}</span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** 精品推荐 / 首发新品 / 热门榜单 / 推荐单品 (`/api/product/spu/hot/:type`), each with a link to its full list. */
export function HotBlocks({ lists }: { lists: HotLists }) {
  const { t } = useCatalogTexts();
  return (
    <>
      {lists.best.list.length > 0 && (
        <section data-testid="block-best">
          <SectionTitle title={t('home.best.title')} sub={t('home.best.sub')} more="/goods_list?type=best" />
          <ul css={rowCss}>
            {lists.best.list.map((g) => (
              <GoodsTile key={g.product_id} goods={g} />
            ))}
          </ul>
        </section>
      )}
      <div css={pairCss}>
        <section data-testid="block-new">
          <SectionTitle title={t('home.new.title')} sub={t('home.new.sub')} more="/goods_list?type=new" />
          <ul>
            {lists.new.list.map((g) => (
              <GoodsTile key={g.product_id} goods={g} />
            ))}
          </ul>
        </section>
        <section data-testid="block-hot">
          <SectionTitle title={t('home.hot.title')} sub={t('home.hot.sub')} more="/goods_list?type=hot" />
          <Ranking list={lists.hot.list} />
        </section>
      </div>
      {lists.good.list.length > 0 && (
        <section data-testid="block-good">
          <SectionTitle title={t('home.good.title')} sub={t('home.good.sub')} more="/goods_list?type=good" />
          <ul css={rowCss}>
            {lists.good.list.map((g) => (
              <GoodsTile key={g.product_id} goods={g} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
