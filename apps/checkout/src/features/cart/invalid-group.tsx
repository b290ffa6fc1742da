import { css } from '@emotion/react';
import type { CartList } from '@mall/api-client';
import { useTranslation } from 'react-i18next';
import { Price, theme } from '@mall/ui';
import { columnsCss, goodsCellCss, textButtonCss } from './cart-styles';

const groupCss = css`
  background: #fff;
  margin-bottom: 12px;
  .head {
    height: 48px;
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: 0 20px;
    color: #666;
  }
  .row {
    padding: 20px 0;
    border-top: 1px solid ${theme.border};
    color: ${theme.muted};
  }
  .row img {
    filter: grayscale(1);
    opacity: 0.6;
  }
  .tag {
    justify-self: center;
    background: #ccc;
    color: #fff;
    font-size: 12px;
    padding: 1px 6px;
    border-radius: 8px;
  }
  .reason {
    color: ${theme.priceText};
  }
`;

/** Goods that cannot be bought any more, with the reason; they can only be removed. */
export function InvalidGroup({ fail, onDelete }: { fail: CartList['fail']; onDelete: (ids: number[]) => void }) {
  const { t } = useTranslation();
  return (
    <section css={groupCss} data-testid="cart-invalid">
      <div className="head">
        <span>{t('cart.invalidCount', { count: fail.length })}</span>
        <button type="button" css={textButtonCss} onClick={() => onDelete(fail.map((l) => l.cart_id))}>
          {t('cart.clearInvalid')}
        </button>
      </div>
      {fail.map((line) => (
        <div key={line.cart_id} className="row" css={columnsCss} data-testid="invalid-line" data-cart-id={line.cart_id}>
          <span className="tag">{t('cart.invalidTag')}</span>
          <div css={goodsCellCss}>
            <img src={line.image} alt="" />
            <div>
              <div className="name" data-testid="goods-title">
                {line.title}
              </div>
              {line.sku && (
                <div className="sku" data-testid="goods-sku">
                  {line.sku}
                </div>
              )}
              <div className="sku" data-testid="shop-name">
                {line.mer_name}
              </div>
            </div>
          </div>
          <div>{line.price > 0 && <Price fen={line.price} size={14} />}</div>
          <div>x{line.cart_num}</div>
          <div className="reason" data-testid="invalid-reason">
            {line.reason}
          </div>
          <div>
            <button type="button" css={textButtonCss} onClick={() => onDelete([line.cart_id])}>
              {t('common.delete')}
            </button>
          </div>
        </div>
      ))}
    </section>
  );
}
