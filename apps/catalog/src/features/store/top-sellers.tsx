import { css } from '@emotion/react';
import { Link } from '@mall/app-kit';
import type { SearchCard } from '@mall/api-client';
import { Price, theme } from '@mall/ui';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { store } from '../../i18n/zh-CN/store';

// this module's texts come with its chunk
catalogTexts.add({ store });

const railCss = css`
  width: 230px;
  flex: none;
  background: #fff;
  padding: 14px;
  align-self: flex-start;
  h3 {
    margin: 0 0 10px;
    font-size: 15px;
    border-left: 3px solid ${theme.gold};
    padding-left: 8px;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a {
    display: flex;
    gap: 8px;
    padding: 8px 0;
    border-bottom: 1px dashed ${theme.border};
    align-items: center;
  }
  .no {
    width: 18px;
    flex: none;
    font-size: 13px;
    font-weight: 700;
    color: ${theme.muted};
    text-align: center;
  }
  li:nth-of-type(-n + 3) .no {
    color: ${theme.priceText};
  }
  img {
    width: 56px;
    height: 56px;
    object-fit: cover;
    flex: none;
  }
  .t {
    font-size: 12px;
    line-height: 17px;
    height: 34px;
    overflow: hidden;
    margin-bottom: 2px;
  }
  .s {
    font-size: 12px;
    color: ${theme.muted};
  }
`;

/** TOP15 热销: the shop's best sellers, ranked. */
export function TopSellers({ list }: { list: SearchCard[] }) {
  const { t } = useCatalogTexts();
  return (
    <aside css={railCss} data-testid="top-sellers">
      <h3>{t('store.topSellers')}</h3>
      <ol>
        {list.map((g, i) => (
          <li key={g.product_id}>
            <Link to={`/goods_detail/${g.product_id}`} title={g.store_name}>
              <span className="no">{i + 1}</span>
              <img src={g.image} alt={g.store_name} loading="lazy" />
              <div>
                <div className="t" data-authored>
                  {g.store_name}
                </div>
                <Price fen={g.price} size={13} /> <span className="s">{t('common.sold', { count: g.sales })}</span>
              </div>
            </Link>
          </li>
        ))}
      </ol>
    </aside>
  );
}
