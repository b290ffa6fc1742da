import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { GoodsPageFrame } from '../common/goods-page/goods-page-frame';
import { initialSelection } from '../common/goods-page/sku';
import { BuyPanel } from './buy-panel';
import type { DetailData } from './load-detail';
export { detailHandle } from './load-detail';
import { SvipRuleContext } from '../common/svip-rule';

/** /goods_detail/:id — gallery, SKU choice, buying, the shop, and the description tabs. */
export function GoodsDetailPage() {
  const { goods, show, replies, path, coupons, svip } = useLoaderData() as DetailData;
  const [selection, setSelection] = useState(() => initialSelection(goods.attr, goods.sku));
  return (
    <SvipRuleContext.Provider value={svip}>
      <GoodsPageFrame page="goods-detail" goods={goods} show={show} replies={replies} path={path} selection={selection}>
        <BuyPanel goods={goods} show={show} coupons={coupons} selection={selection} onSelect={setSelection} />
      </GoodsPageFrame>
    </SvipRuleContext.Provider>
  );
}
