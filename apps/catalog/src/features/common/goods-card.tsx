import { css } from '@emotion/react';
import { Link } from '@mall/app-kit';
import type { SearchCard } from '@mall/api-client';
import { Price, theme } from '@mall/ui';
import { hoverCardCss, squareImageCss, twoLineTitleCss } from './card-style';
import { SvipPrice } from './svip-price';
import { useCatalogTexts } from '../../i18n/catalog-texts';

const cardCss = css`
  ${hoverCardCss};
  padding: 14px 14px 12px;
  transition:
    box-shadow 0.2s,
    border-color 0.2s;
  img {
    ${squareImageCss};
  }
  .price-row {
    margin-top: 10px;
  }
  .name {
    ${twoLineTitleCss};
    margin: 6px 0;
  }
  .meta {
    display: flex;
    justify-content: space-between;
    font-size: 12px;
    color: ${theme.muted};
  }
  .tags {
    height: 18px;
    margin-top: 6px;
    display: flex;
    gap: 4px;
    align-items: center;
    overflow: hidden;
  }
`;

export const tagCss = css`
  display: inline-block;
  font-size: 12px;
  line-height: 16px;
  padding: 0 4px;
  border-radius: 2px;
  color: #fff;
  background: ${theme.priceText};
  white-space: nowrap;
`;

/** 券: a coupon of the shop or of these goods can be claimed. */
const couponTagCss = css`
  ${tagCss};
  color: ${theme.priceText};
  background: #fff;
  border: 1px solid ${theme.priceRed};
  line-height: 14px;
`;

const shopCss = css`
  font-size: 12px;
  color: ${theme.muted};
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

/** A goods card of the search and category lists: price, title, 已售, tags and the shop. */
export function GoodsCard({ goods }: { goods: SearchCard }) {
  const { t } = useCatalogTexts();
  return (
    <li css={cardCss} data-testid="goods-card">
      <Link to={`/goods_detail/${goods.product_id}`}>
        <img src={goods.image} alt={goods.store_name} loading="lazy" />
        <div className="price-row">
          <span className="price">
            <Price fen={goods.price} size={18} />
          </span>{' '}
          <SvipPrice fen={goods.price} />
        </div>
        <div className="name" title={goods.store_name} data-authored>
          {goods.store_name}
        </div>
      </Link>
      <div className="meta">
        <span>{t('common.cardSold', { count: goods.sales })}</span>
        <span>{goods.stock > 0 ? '' : t('common.soldOut')}</span>
      </div>
      <div className="tags">
        {goods.merchant.is_trader && <span css={tagCss}>{t('common.self')}</span>}
        {goods.has_coupon && (
          <span css={couponTagCss} data-testid="coupon-tag">
            {t('common.couponTag')}
          </span>
        )}
        <span css={shopCss} data-authored>
          {goods.merchant.mer_name}
        </span>
      </div>
    </li>
  );
}
