import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { theme } from '@mall/ui';

/** The rules of `GoodsCell`, to put in the styles of the table or list that holds it. */
export const goodsCellCss = css`
  .goods {
    display: flex;
    gap: 12px;
    align-items: center;
  }
  .goods img {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border: 1px solid ${theme.border};
  }
`;

/** The 自营 tag before a self-operated shop's name (`ShopTitle`). */
export const selfTagCss = css`
  .self {
    background: ${theme.gold};
    color: ${theme.text};
    font-size: 12px;
    font-weight: normal;
    padding: 1px 5px;
    border-radius: 2px;
  }
`;

/** A goods line's picture, title (a link with `href`) and SKU; the SKU's style is the holder's `.sku`. */
export function GoodsCell({ image, title, sku, href }: { image: string; title: string; sku: string; href?: string }) {
  return (
    <div className="goods">
      <img src={image} alt="" />
      <div>
        {href ? (
          <a href={href} data-testid="goods-title">
            {title}
          </a>
        ) : (
          <div data-testid="goods-title">{title}</div>
        )}
        {sku && (
          <div className="sku" data-testid="goods-sku">
            {sku}
          </div>
        )}
      </div>
    </div>
  );
}

/** A shop's name, after the 自营 tag when the platform runs it. */
export function ShopTitle({ shop }: { shop: { is_trader: boolean; mer_name: string } }) {
  const { t } = useTranslation();
  return (
    <>
      {shop.is_trader && <span className="self">{t('common.self')}</span>}
      <span data-testid="shop-name">{shop.mer_name}</span>
    </>
  );
}
