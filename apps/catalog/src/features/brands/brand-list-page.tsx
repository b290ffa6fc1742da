import { css } from '@emotion/react';
import { useLoaderData } from 'react-router';
import { Link } from '@mall/app-kit';
import { shopsApi, type BrandGroup } from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';
import { theme } from '@mall/ui';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { useCategoryName } from '../../i18n/api-names';
import { brands } from '../../i18n/zh-CN/brands';

// this module's texts come with its chunk
catalogTexts.add({ brands });

export interface BrandListData {
  groups: BrandGroup[];
}

export const loadBrandList = async (api: MallApi): Promise<BrandListData> => ({
  groups: await shopsApi(api).brandGroups(),
});

const pageCss = css`
  .index {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 22px;
    background: #fff;
    padding: 14px 20px;
    margin-bottom: 16px;
    font-size: 14px;
    position: sticky;
    top: 0;
    z-index: 5;
  }
  .index a:hover {
    color: ${theme.goldText};
  }
  section {
    margin-bottom: 22px;
    scroll-margin-top: 60px;
  }
  h2 {
    font-size: 18px;
    margin: 0 0 12px;
  }
  h2 small {
    color: ${theme.muted};
    font-size: 13px;
    font-weight: normal;
    margin-left: 8px;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    grid-template-columns: repeat(6, minmax(0, 1fr));
    gap: 10px;
  }
  li a {
    display: block;
    background: #fff;
    text-align: center;
    padding: 10px 10px 8px;
    font-size: 13px;
    color: ${theme.text};
    border: 1px solid transparent;
    transition:
      border-color 0.2s,
      box-shadow 0.2s;
  }
  li a:hover {
    border-color: ${theme.gold};
    box-shadow: 0 4px 12px rgba(0, 0, 0, 0.08);
  }
  li img {
    width: 100%;
    aspect-ratio: 2;
    object-fit: contain;
    display: block;
    margin-bottom: 6px;
  }
`;

/** /brandList: every brand by category; each opens the search filtered by that brand. */
export function BrandListPage() {
  const { groups } = useLoaderData() as BrandListData;
  const { t } = useCatalogTexts();
  const categoryName = useCategoryName();
  return (
    <div css={pageCss} data-page="brand-list">
      <nav className="index" aria-label={t('brands.index')}>
        <strong>{t('brands.indexLabel')}</strong>
        {groups.map((g) => (
          <a key={g.category_id} href={`#brand-cate-${g.category_id}`}>
            {categoryName(g)}
          </a>
        ))}
      </nav>
      {groups.map((g) => (
        <section key={g.category_id} id={`brand-cate-${g.category_id}`} data-testid="brand-group">
          <h2>
            {categoryName(g)}
            <small>{t('brands.count', { count: g.brands.length })}</small>
          </h2>
          <ul>
            {g.brands.map((b) => (
              <li key={b.brand_id}>
                <Link to={`/goods_search?brand_id=${b.brand_id}`} title={t('brands.goodsOf', { name: b.brand_name })}>
                  <img src={b.pic} alt={b.brand_name} loading="lazy" />
                  <span data-authored>{b.brand_name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
