import { css } from '@emotion/react';
import type { Paged, ShopCard } from '@mall/api-client';
import { theme } from '@mall/ui';
import { tagCss } from '../common/goods-card';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { useShopTypeName } from '../../i18n/api-names';
import { search } from '../../i18n/zh-CN/search';

// this module's texts come with its chunk
catalogTexts.add({ search });

const rowCss = css`
  display: flex;
  gap: 12px;
  margin-bottom: 12px;
  .shop {
    flex: 1;
    display: flex;
    align-items: center;
    gap: 14px;
    background: #fff;
    border: 1px solid ${theme.border};
    padding: 14px 16px;
    max-width: 520px;
  }
  .avatar {
    width: 56px;
    height: 56px;
    border-radius: 50%;
    border: 1px solid ${theme.border};
  }
  .info {
    flex: 1;
    min-width: 0;
  }
  .name {
    font-size: 15px;
    font-weight: 600;
    display: flex;
    gap: 6px;
    align-items: center;
  }
  .sub {
    color: ${theme.muted};
    font-size: 12px;
    margin-top: 6px;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .enter {
    border: 1px solid ${theme.gold};
    color: ${theme.goldText};
    padding: 4px 12px;
    font-size: 12px;
    white-space: nowrap;
  }
  .goods {
    display: flex;
    gap: 6px;
  }
  .goods img {
    width: 48px;
    height: 48px;
    object-fit: cover;
  }
  .more {
    display: flex;
    align-items: center;
    color: ${theme.muted};
    font-size: 13px;
    padding: 0 8px;
  }
`;

/** Up to two shops matching the keyword, and a link to all of them. */
export function ShopRow({ shops, keyword }: { shops: Paged<ShopCard>; keyword: string }) {
  const { t } = useCatalogTexts();
  const typeName = useShopTypeName();
  if (shops.list.length === 0) return null;
  return (
    <div css={rowCss} data-testid="shop-row">
      {shops.list.map((s) => (
        <div className="shop" key={s.mer_id}>
          <img className="avatar" src={s.mer_avatar} alt={s.mer_name} />
          <div className="info">
            <div className="name">
              <span data-authored>{s.mer_name}</span>
              {s.is_trader && <span css={tagCss}>{t('common.self')}</span>}
            </div>
            <div className="sub">
              {typeName(s)} · {t('common.followers', { count: s.care_count })} ·{' '}
              {t('search.shopScore', { score: ((s.product_score + s.service_score + s.postage_score) / 3).toFixed(1) })}
            </div>
          </div>
          <div className="goods">
            {s.recommend.slice(0, 3).map((g) => (
              <a key={g.product_id} href={`/goods_detail/${g.product_id}`} title={g.store_name}>
                <img src={g.image} alt={g.store_name} />
              </a>
            ))}
          </div>
          <a className="enter" href={`/store?id=${s.mer_id}`}>
            {t('search.enterShop')}
          </a>
        </div>
      ))}
      <a className="more" href={`/shop_more?title=${encodeURIComponent(keyword)}`}>
        {t('search.moreShops')}
      </a>
    </div>
  );
}
