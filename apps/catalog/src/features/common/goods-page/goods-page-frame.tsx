import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from '@mall/app-kit';
import type { CategoryNode, GoodsDetail, GoodsShow, ReplyPage } from '@mall/api-client';
import { theme } from '@mall/ui';
import { DetailTabs } from './detail-tabs';
import { Gallery } from './gallery';
import { ShopCard } from './shop-card';
import { skuKey } from './sku';
import { useCatalogTexts } from '../../../i18n/catalog-texts';
import { useCategoryName } from '../../../i18n/api-names';

const crumbCss = css`
  font-size: 13px;
  color: ${theme.muted};
  margin-bottom: 12px;
  a:hover {
    color: ${theme.goldText};
  }
  .sep {
    margin: 0 6px;
  }
`;

const topCss = css`
  display: flex;
  gap: 24px;
  background: #fff;
  padding: 20px;
  border: 1px solid ${theme.border};
`;

interface Props {
  page: string;
  goods: GoodsDetail;
  show: GoodsShow;
  replies: ReplyPage;
  path: CategoryNode[];
  selection: string[];
  /** the buying column */
  children: ReactNode;
}

/** A goods page (normal or activity goods): breadcrumb, gallery, buying column, the shop, the description tabs. */
export function GoodsPageFrame({ page, goods, show, replies, path, selection, children }: Props) {
  const { t } = useCatalogTexts();
  const nameOf = useCategoryName();
  const skuImage = goods.attr.length > 0 ? goods.sku[skuKey(selection)]?.image : undefined;
  return (
    <section data-page={page} key={goods.product_id}>
      <div css={crumbCss} data-testid="breadcrumb">
        <a href="/">{t('common.home')}</a>
        {path.map((node) => (
          <span key={node.id}>
            <span className="sep">&gt;</span>
            <Link to={`/goods_cate?sid=${node.id}&name=${encodeURIComponent(node.cate_name)}`}>{nameOf(node)}</Link>
          </span>
        ))}
      </div>
      <div css={topCss}>
        <Gallery key={skuImage} slides={goods.slider_image} skuImage={skuImage} alt={goods.store_name} />
        {children}
        <ShopCard shop={goods.merchant} goodsId={goods.product_id} />
      </div>
      <DetailTabs productId={goods.product_id} show={show} replies={replies} />
    </section>
  );
}
