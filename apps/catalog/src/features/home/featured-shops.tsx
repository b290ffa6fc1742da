import { css } from '@emotion/react';
import type { ShopCard } from '@mall/api-client';
import { Price, theme } from '@mall/ui';
import { tagCss } from '../common/goods-card';
import { SectionTitle } from './section-title';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { useShopTypeName } from '../../i18n/api-names';
import { home } from '../../i18n/zh-CN/home';

// this module's texts come with its chunk
catalogTexts.add({ home });

const gridCss = css`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 14px;
  margin-bottom: 28px;
  .shop {
    background: #fff;
    overflow: hidden;
    transition: box-shadow 0.2s;
  }
  .shop:hover {
    box-shadow: 0 6px 18px rgba(0, 0, 0, 0.1);
  }
  .banner {
    display: block;
    height: 96px;
    background-size: cover;
    background-position: center;
  }
  .head {
    display: flex;
    gap: 10px;
    align-items: center;
    padding: 0 14px;
    margin-top: -24px;
  }
  .head img {
    width: 56px;
    height: 56px;
    border-radius: 50%;
    border: 3px solid #fff;
    background: #fff;
  }
  .name {
    font-weight: 600;
    font-size: 14px;
    margin-top: 22px;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .meta {
    padding: 6px 14px 0;
    font-size: 12px;
    color: ${theme.muted};
  }
  .goods {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 6px;
    padding: 10px 14px 14px;
  }
  .goods img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    display: block;
  }
  .goods a {
    text-align: center;
    font-size: 12px;
  }
`;

/** 品牌好店: featured shops with their banner, fans and three best sellers. */
export function FeaturedShops({ shops }: { shops: ShopCard[] }) {
  const { t } = useCatalogTexts();
  const typeName = useShopTypeName();
  if (shops.length === 0) return null;
  return (
    <section data-testid="featured-shops">
      <SectionTitle title={t('home.shops.title')} sub={t('home.shops.sub')} more="/shop_street" />
      <div css={gridCss}>
        {shops.map((s) => (
          <div className="shop" key={s.mer_id} data-testid="featured-shop">
            <a
              className="banner"
              href={`/store?id=${s.mer_id}`}
              style={{ backgroundImage: `url(${s.mer_banner})` }}
              aria-label={s.mer_name}
            />
            <div className="head">
              <img src={s.mer_avatar} alt="" />
              <a className="name" href={`/store?id=${s.mer_id}`} data-authored>
                {s.mer_name}
              </a>
              {s.is_trader && (
                <span css={tagCss} style={{ marginTop: 22 }}>
                  {t('common.self')}
                </span>
              )}
            </div>
            <div className="meta">
              {typeName(s)} · {t('common.followers', { count: s.care_count })}
            </div>
            <div className="goods">
              {s.recommend.map((g) => (
                <a key={g.product_id} href={`/goods_detail/${g.product_id}`} title={g.store_name}>
                  <img src={g.image} alt={g.store_name} loading="lazy" />
                  <Price fen={g.price} size={12} />
                </a>
              ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
