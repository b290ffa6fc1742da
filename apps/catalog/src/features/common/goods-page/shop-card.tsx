import { css } from '@emotion/react';
import type { GoodsDetail } from '@mall/api-client';
import { theme } from '@mall/ui';
import { tagCss } from '../goods-card';
import { useFollowShop } from '../use-follow-shop';

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
  return (
    <aside css={cardCss} data-testid="shop-card">
      <div className="head">
        <img src={shop.mer_avatar} alt={shop.mer_name} />
        <div className="name">
          {shop.mer_name} {shop.is_trader && <span css={tagCss}>自营</span>}
        </div>
        <div className="type">
          {shop.type_name} · {follow.fans}人关注
        </div>
      </div>
      <dl>
        <dt>商品评分</dt>
        <dd>{shop.product_score.toFixed(1)}</dd>
        <dt>服务评分</dt>
        <dd>{shop.service_score.toFixed(1)}</dd>
        <dt>物流评分</dt>
        <dd>{shop.postage_score.toFixed(1)}</dd>
      </dl>
      <div className="buttons">
        <a href={`/store?id=${shop.mer_id}`}>进店逛逛</a>
        <a href={`/service?mer_id=${shop.mer_id}&goods_id=${goodsId}`} data-testid="consult-service">
          咨询客服
        </a>
        <button type="button" onClick={() => void follow.toggle()} aria-pressed={follow.on}>
          {follow.on ? '已关注' : '关注店铺'}
        </button>
      </div>
    </aside>
  );
}
