import { css } from '@emotion/react';
import type { ShopCard } from '@mall/api-client';
import { Price, theme } from '@mall/ui';
import { squareImageCss } from '../common/card-style';
import { tagCss } from '../common/goods-card';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { useShopTypeName } from '../../i18n/api-names';
import { NODE, withNode } from '../../i18n/with-node';
import { shops } from '../../i18n/zh-CN/shops';

// this module's texts come with its chunk
catalogTexts.add({ shops });

const cardCss = css`
  display: flex;
  background: #fff;
  padding: 18px;
  gap: 18px;
  transition: box-shadow 0.2s;
  &:hover {
    box-shadow: 0 6px 18px rgba(0, 0, 0, 0.08);
  }
  .info {
    width: 190px;
    flex: none;
    display: flex;
    flex-direction: column;
    align-items: center;
    text-align: center;
    font-size: 12px;
    color: ${theme.muted};
    gap: 6px;
  }
  .info img {
    width: 72px;
    height: 72px;
    border-radius: 50%;
    border: 1px solid ${theme.border};
  }
  .name {
    font-size: 15px;
    font-weight: 600;
    color: ${theme.text};
  }
  .scores em {
    color: ${theme.priceText};
    font-style: normal;
  }
  .enter {
    margin-top: 4px;
    border: 1px solid ${theme.gold};
    color: ${theme.goldText};
    padding: 4px 18px;
    font-size: 12px;
  }
  .enter:hover {
    background: ${theme.gold};
    color: ${theme.text};
  }
  .goods {
    flex: 1;
    min-width: 0;
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 10px;
  }
  .goods a {
    min-width: 0;
    font-size: 12px;
    color: ${theme.text};
  }
  .goods img {
    ${squareImageCss};
    margin-bottom: 4px;
  }
  .goods .t {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const avg = (s: ShopCard) => ((s.product_score + s.service_score + s.postage_score) / 3).toFixed(1);

/** A shop on the shop street and /shop_more: avatar, type, fans, score, 进店逛逛 and three recommended goods. */
export function ShopListCard({ shop }: { shop: ShopCard }) {
  const { t } = useCatalogTexts();
  const typeName = useShopTypeName();
  return (
    <li css={cardCss} data-testid="shop-card">
      <div className="info">
        <a href={`/store?id=${shop.mer_id}`}>
          <img src={shop.mer_avatar} alt={shop.mer_name} />
        </a>
        <a data-authored className="name" href={`/store?id=${shop.mer_id}`}>
          {shop.mer_name}
        </a>
        <div>
          {shop.is_trader && <span css={tagCss}>{t('common.self')}</span>} {typeName(shop)}
        </div>
        <div className="scores">
          {withNode(t('shops.score', { score: NODE }), <em>{avg(shop)}</em>)} ·{' '}
          {t('common.followers', { count: shop.care_count })}
        </div>
        <a className="enter" href={`/store?id=${shop.mer_id}`}>
          {t('shops.enter')}
        </a>
      </div>
      <div className="goods">
        {shop.recommend.map((g) => (
          <a key={g.product_id} href={`/goods_detail/${g.product_id}`} title={g.store_name}>
            <img src={g.image} alt={g.store_name} loading="lazy" />
            <div className="t" data-authored>
              {g.store_name}
            </div>
            <Price fen={g.price} size={14} />
          </a>
        ))}
      </div>
    </li>
  );
}

export const shopListCss = css`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 14px;
`;
