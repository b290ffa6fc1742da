import { css } from '@emotion/react';
import { Link } from '@mall/app-kit';
import type { GoodsCard } from '@mall/api-client';
import { formatYuan, Price, theme } from '@mall/ui';
import { squareImageCss, twoLineTitleCss } from './card-style';
import { tagCss } from './goods-card';
import { useCatalogTexts } from '../../i18n/catalog-texts';

const tileCss = css`
  background: #fff;
  padding: 12px;
  border: 1px solid transparent;
  transition:
    box-shadow 0.2s,
    border-color 0.2s,
    transform 0.2s;
  list-style: none;
  &:hover {
    border-color: ${theme.border};
    box-shadow: 0 6px 18px rgba(0, 0, 0, 0.08);
    transform: translateY(-2px);
  }
  img {
    ${squareImageCss};
  }
  .name {
    ${twoLineTitleCss};
    margin: 8px 0 6px;
  }
  .row {
    display: flex;
    align-items: baseline;
    gap: 6px;
    white-space: nowrap;
    overflow: hidden;
  }
  del {
    color: ${theme.muted};
    font-size: 12px;
  }
  .sales {
    margin-left: auto;
    color: ${theme.muted};
    font-size: 12px;
  }
  .shop {
    margin-top: 6px;
    font-size: 12px;
    color: ${theme.muted};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/** A goods tile of the home blocks, floors and themed lists: image, title, price (red), list price and 已售. */
export function GoodsTile({ goods, showShop = false }: { goods: GoodsCard; showShop?: boolean }) {
  const { t } = useCatalogTexts();
  return (
    <li css={tileCss} data-testid="goods-tile">
      <Link to={`/goods_detail/${goods.product_id}`} title={goods.store_name}>
        <img src={goods.image} alt={goods.store_name} loading="lazy" />
        <div className="name" data-authored>
          {goods.store_name}
        </div>
      </Link>
      <div className="row">
        <Price fen={goods.price} size={17} />
        {goods.ot_price > goods.price && <del>¥{formatYuan(goods.ot_price)}</del>}
        <span className="sales">{t('common.sold', { count: goods.sales })}</span>
      </div>
      {showShop && goods.merchant && (
        <div className="shop">
          {goods.merchant.is_trader && <span css={tagCss}>{t('common.self')}</span>}{' '}
          <span data-authored>{goods.merchant.mer_name}</span>
        </div>
      )}
    </li>
  );
}
