import { css } from '@emotion/react';
import { useCallback } from 'react';
import { useLoaderData } from 'react-router';
import { catalogApi, shopsApi, type Banner, type GoodsCard, type HotType, type Paged } from '@mall/api-client';
import { useApi } from '@mall/app-kit';
import type { MallApi } from '@mall/shared-state';
import { theme } from '@mall/ui';
import { BackToTop } from '../common/back-to-top';
import { GoodsTile } from '../common/goods-tile';
import { ListStatus } from '../common/list-status';
import { notFound } from '../common/route-errors';
import { useInfiniteList } from '../common/use-infinite-list';
import type { PageTexts } from '../../app/page-meta';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { home } from '../../i18n/zh-CN/home';
import { search } from '../../i18n/zh-CN/search';

// this module's texts come with its chunk
catalogTexts.add({ home, search });

const PAGE_SIZE = 20;
/** The lists' names in the catalogues (home.<type>.title): 精品推荐, 首发新品, 热门榜单, 推荐单品. */
const TITLES: Record<HotType, `home.${HotType}.title`> = {
  best: 'home.best.title',
  new: 'home.new.title',
  hot: 'home.hot.title',
  good: 'home.good.title',
};

export interface GoodsListData {
  type: HotType;
  banner: Banner | null;
  goods: Paged<GoodsCard>;
  recommend: GoodsCard[];
}

export async function loadGoodsList(api: MallApi, url: string): Promise<GoodsListData> {
  const type = new URL(url).searchParams.get('type') || 'best';
  if (!(type in TITLES)) throw notFound();
  const t = type as HotType;
  const [banners, goods, recommend] = await Promise.all([
    shopsApi(api).hotBanner(t),
    catalogApi(api).hot(t, 1, PAGE_SIZE),
    shopsApi(api).recommend(1, 6),
  ]);
  return { type: t, banner: banners[0] ?? null, goods, recommend: recommend.list };
}

export const goodsListTitle = (d: GoodsListData, { t }: PageTexts) => t(TITLES[d.type]);

const pageCss = css`
  .banner img {
    width: 100%;
    height: 300px;
    object-fit: cover;
    display: block;
    margin-bottom: 20px;
  }
  .body {
    display: flex;
    gap: 16px;
    align-items: flex-start;
  }
  .main {
    flex: 1;
    min-width: 0;
  }
  .main h1 {
    font-size: 20px;
    margin: 0 0 12px;
  }
  .main h1 small {
    font-size: 13px;
    color: ${theme.muted};
    font-weight: normal;
    margin-left: 8px;
  }
  .grid {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 12px;
    padding: 0;
    margin: 0;
  }
  aside {
    width: 220px;
    flex: none;
    background: #fff;
    padding: 14px 12px 4px;
  }
  aside h3 {
    margin: 0 0 10px;
    font-size: 15px;
    text-align: center;
    color: ${theme.text};
  }
  aside h3::before,
  aside h3::after {
    content: ' — ';
    color: ${theme.goldText};
  }
  aside ul {
    padding: 0;
    margin: 0;
  }
  aside li {
    padding: 0 0 8px;
  }
`;

/** /goods_list?type=best|new|hot|good: the themed list with its banner, scrolling on, and 为你推荐. */
export function GoodsListPage() {
  const data = useLoaderData() as GoodsListData;
  // another type is another list: start it afresh
  return <GoodsListView key={data.type} data={data} />;
}

function GoodsListView({ data }: { data: GoodsListData }) {
  const api = useApi();
  const load = useCallback((page: number) => catalogApi(api).hot(data.type, page, PAGE_SIZE), [api, data.type]);
  const { list, ...status } = useInfiniteList(data.goods, load);
  const { t } = useCatalogTexts();
  return (
    <section css={pageCss} data-page="goods-list">
      {data.banner && (
        <a className="banner" href={data.banner.url} data-testid="list-banner">
          <img src={data.banner.image} alt={data.banner.title ?? t(TITLES[data.type])} />
        </a>
      )}
      <div className="body">
        <div className="main">
          <h1>
            {t(TITLES[data.type])}
            <small>{t('search.total', { count: data.goods.count })}</small>
          </h1>
          <ul className="grid" data-testid="goods-list">
            {list.map((g) => (
              <GoodsTile key={g.product_id} goods={g} showShop />
            ))}
          </ul>
          <ListStatus {...status} />
        </div>
        <aside data-testid="recommend-rail">
          <h3>{t('common.forYou')}</h3>
          <ul>
            {data.recommend.map((g) => (
              <GoodsTile key={g.product_id} goods={g} />
            ))}
          </ul>
        </aside>
      </div>
      <BackToTop />
    </section>
  );
}
