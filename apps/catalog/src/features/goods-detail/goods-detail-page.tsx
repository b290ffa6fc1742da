import { css } from '@emotion/react';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { theme } from '@mall/ui';
import { BuyPanel } from './buy-panel';
import { DetailTabs } from './detail-tabs';
import { Gallery } from './gallery';
import type { DetailData } from './load-detail';
import { ShopCard } from './shop-card';
import { initialSelection, skuKey } from './sku';

const crumbCss = css`
  font-size: 13px;
  color: ${theme.muted};
  margin-bottom: 12px;
  a:hover {
    color: ${theme.gold};
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

/** /goods_detail/:id — gallery, SKU choice, buying, the shop, and the description tabs. */
export function GoodsDetailPage() {
  const { goods, show, replies, path } = useLoaderData() as DetailData;
  const [selection, setSelection] = useState(() => initialSelection(goods.attr, goods.sku));
  const skuImage = goods.attr.length > 0 ? goods.sku[skuKey(selection)]?.image : undefined;
  return (
    <section data-page="goods-detail" key={goods.product_id}>
      <div css={crumbCss} data-testid="breadcrumb">
        <a href="/">首页</a>
        {path.map((node) => (
          <span key={node.id}>
            <span className="sep">&gt;</span>
            <Link to={`/goods_cate?sid=${node.id}&name=${encodeURIComponent(node.cate_name)}`}>{node.cate_name}</Link>
          </span>
        ))}
      </div>
      <div css={topCss}>
        <Gallery key={skuImage} slides={goods.slider_image} skuImage={skuImage} alt={goods.store_name} />
        <BuyPanel goods={goods} show={show} selection={selection} onSelect={setSelection} />
        <ShopCard shop={goods.merchant} />
      </div>
      <DetailTabs productId={goods.product_id} show={show} replies={replies} />
    </section>
  );
}
