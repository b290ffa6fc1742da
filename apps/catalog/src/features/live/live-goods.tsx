import { css } from '@emotion/react';
import { Link } from '@mall/app-kit';
import type { LiveGoods } from '@mall/api-client';
import { formatYuan, Price, theme } from '@mall/ui';
import { useBuy } from '../common/goods-page/use-buy';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { NODE, withNode } from '../../i18n/with-node';
import { goods } from '../../i18n/zh-CN/goods';
import { bargain } from '../../i18n/zh-CN/bargain';

// this module's texts come with its chunk
catalogTexts.add({ goods, bargain });

const itemCss = css`
  display: flex;
  gap: 12px;
  padding: 12px 0;
  border-bottom: 1px solid ${theme.border};
  .pic {
    position: relative;
    flex: none;
  }
  .pic img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    display: block;
    border-radius: 4px;
    background: #f5f5f5;
  }
  .no {
    position: absolute;
    left: 0;
    top: 0;
    padding: 0 6px;
    line-height: 18px;
    font-size: 12px;
    color: #fff;
    background: rgba(0, 0, 0, 0.55);
    border-radius: 4px 0 4px 0;
  }
  .info {
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  .name {
    font-size: 13px;
    color: ${theme.text};
    line-height: 18px;
    max-height: 36px;
    overflow: hidden;
  }
  .sku {
    font-size: 12px;
    color: ${theme.muted};
  }
  .price del {
    margin-left: 6px;
    font-size: 12px;
    color: ${theme.muted};
  }
  .actions {
    display: flex;
    gap: 6px;
  }
  .actions button {
    padding: 0 10px;
    line-height: 26px;
    border-radius: 13px;
    font-size: 12px;
    cursor: pointer;
    border: 1px solid ${theme.priceRed};
    background: #fff;
    color: ${theme.priceText};
  }
  .actions .buy {
    background: ${theme.priceText};
    color: #fff;
  }
  .actions button:disabled {
    border-color: #ddd;
    background: #eee;
    color: ${theme.muted};
    cursor: default;
  }
  .msg {
    font-size: 12px;
    color: #20a162;
  }
  .msg[data-ok='false'] {
    color: ${theme.priceText};
  }
`;

/** A pinned goods: open its page, add its room SKU to the cart, or buy it now. */
export function LiveGoodsItem({ goods }: { goods: LiveGoods }) {
  const { buy, busy, message } = useBuy(goods.product_id);
  const href = `/goods_detail/${goods.product_id}`;
  const soldOut = goods.unique === null;
  const { t } = useCatalogTexts();
  return (
    <li css={itemCss} data-testid="live-goods">
      <Link to={href} className="pic">
        <img src={goods.image} alt={goods.store_name} loading="lazy" />
        <span className="no">{goods.index}</span>
      </Link>
      <div className="info">
        <Link to={href} className="name" title={goods.store_name} data-authored>
          {goods.store_name}
        </Link>
        {goods.sku && (
          <span className="sku">
            {withNode(t('bargain.sku', { sku: NODE }), <span data-authored>{goods.sku}</span>)}
          </span>
        )}
        <span className="price">
          <Price fen={goods.price} size={16} />
          {goods.ot_price > goods.price && <del>¥{formatYuan(goods.ot_price)}</del>}
        </span>
        <div className="actions">
          <button
            type="button"
            disabled={soldOut || busy}
            onClick={() => goods.unique && void buy(goods.unique, 1, false)}
          >
            {t('goods.addToCart')}
          </button>
          <button
            type="button"
            className="buy"
            disabled={soldOut || busy}
            onClick={() => goods.unique && void buy(goods.unique, 1, true)}
          >
            {soldOut ? t('goods.soldOut') : t('goods.buyNow')}
          </button>
        </div>
        {message && (
          <span className="msg" data-ok={message.ok}>
            {message.text}
          </span>
        )}
      </div>
    </li>
  );
}
