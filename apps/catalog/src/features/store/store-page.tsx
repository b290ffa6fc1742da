import { css } from '@emotion/react';
import { useLoaderData } from 'react-router';
import { Link } from '@mall/app-kit';
import { theme } from '@mall/ui';
import { Carousel } from '../common/carousel';
import { GoodsCard } from '../common/goods-card';
import type { StoreHomeData } from './load-store';
export { storeHandle } from './load-store';
import { StoreHeader, storeCategoryHref } from './store-header';
import { TopSellers } from './top-sellers';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { store } from '../../i18n/zh-CN/store';

// this module's texts come with its chunk
catalogTexts.add({ store });

const bodyCss = css`
  display: flex;
  gap: 14px;
  .main {
    flex: 1;
    min-width: 0;
  }
  h2 {
    font-size: 18px;
    margin: 18px 0 12px;
    display: flex;
    align-items: baseline;
  }
  h2 a {
    margin-left: auto;
    font-size: 13px;
    font-weight: normal;
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
`;

/** /store?id=: the shop's home — carousel, recommended goods and its TOP15 best sellers. */
export function StorePage() {
  const data = useLoaderData() as StoreHomeData;
  const { shop } = data;
  const { t } = useCatalogTexts();
  return (
    <section data-page="store">
      <StoreHeader shop={shop} categories={data.categories} active="home" />
      <div css={bodyCss}>
        <TopSellers list={data.top} />
        <div className="main">
          <Carousel slides={data.banners} width={956} height={287} />
          <h2>
            {t('store.recommend')}
            <Link to={storeCategoryHref(shop.mer_id)}>{t('store.seeAll')}</Link>
          </h2>
          <ul data-testid="store-recommend">
            {data.recommend.list.map((g) => (
              <GoodsCard key={g.product_id} goods={g} />
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
