import { css } from '@emotion/react';
import type { GoodsDetail } from '@mall/api-client';
import { theme } from '@mall/ui';
import { tagCss } from '../goods-card';
import { useFollowShop } from '../use-follow-shop';
import { catalogTexts, useCatalogTexts } from '../../../i18n/catalog-texts';
import { useShopTypeName } from '../../../i18n/api-names';
import { goods } from '../../../i18n/zh-CN/goods';

// this module's texts come with its chunk
catalogTexts.add({ goods });

const cardCss = css`
  width: 210px;
  flex: none;
  border: 1px solid ${theme.border};
  background: #fff;
  padding: 18px 16px;
  font-size: 13px;
  align-self: flex-start;
  .head {
    text-align: center;
  }
  .head img {
    width: 64px;
    height: 64px;
    border-radius: 50%;
    border: 1px solid ${theme.border};
  }
  .name {
    font-weight: 600;
    margin: 8px 0 4px;
  }
  .type {
    color: ${theme.muted};
    font-size: 12px;
  }
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 6px;
    margin: 14px 0;
    padding: 12px 0;
    border-top: 1px dashed ${theme.border};
    border-bottom: 1px dashed ${theme.border};
  }
  dt {
    color: ${theme.muted};
  }
  dd {
    margin: 0;
    color: ${theme.priceText};
  }
  .buttons {
    display: flex;
    gap: 8px;
  }
  .buttons a,
  .buttons button {
    flex: 1;
    height: 30px;
    padding: 0;
    line-height: 28px;
    white-space: nowrap;
    text-align: center;
    border: 1px solid ${theme.gold};
    font-size: 12px;
    cursor: pointer;
  }
  .buttons a {
    background: ${theme.gold};
    color: ${theme.text};
  }
  .buttons button {
    background: #fff;
    color: ${theme.goldText};
  }
`;

/** The shop of the goods: scores, fans, follow/unfollow, 进店逛逛 and 咨询客服 about this goods. */
export function ShopCard({ shop, goodsId }: { shop: GoodsDetail['merchant']; goodsId: number }) {
  const follow = useFollowShop(shop.mer_id, { on: shop.isFollow, fans: shop.care_count });
  const { t } = useCatalogTexts();
  const typeName = useShopTypeName();
  return (
    <aside css={cardCss} data-testid="shop-card">
      <div className="head">
        <img src={shop.mer_avatar} alt={shop.mer_name} />
        <div className="name">
          <span data-authored>{shop.mer_name}</span> {shop.is_trader && <span css={tagCss}>{t('common.self')}</span>}
        </div>
        <div className="type">
          {typeName(shop)} · {t('common.followers', { count: follow.fans })}
        </div>
      </div>
      <dl>
        <dt>{t('goods.shop.productScore')}</dt>
        <dd>{shop.product_score.toFixed(1)}</dd>
        <dt>{t('goods.shop.serviceScore')}</dt>
        <dd>{shop.service_score.toFixed(1)}</dd>
        <dt>{t('goods.shop.postageScore')}</dt>
        <dd>{shop.postage_score.toFixed(1)}</dd>
      </dl>
      <div className="buttons">
        <a href={`/store?id=${shop.mer_id}`}>{t('goods.shop.enter')}</a>
        <a href={`/service?mer_id=${shop.mer_id}&goods_id=${goodsId}`} data-testid="consult-service">
          {t('goods.shop.service')}
        </a>
        <button type="button" onClick={() => void follow.toggle()} aria-pressed={follow.on}>
          {follow.on ? t('goods.shop.following') : t('goods.shop.follow')}
        </button>
      </div>
    </aside>
  );
}
