import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { GoodsPageFrame } from '../common/goods-page/goods-page-frame';
import { initialSelection } from '../common/goods-page/sku';
import { GroupBuyPanel } from './group-buy-panel';
import type { GroupBuyDetailData } from './load-group-buy';

/** /goods_combination_detail/:id — the goods page of a group-buy goods: group price, 单独购买 / 发起拼团, open groups. */
export function GroupBuyDetailPage() {
  const { goods, show, replies, path, joining } = useLoaderData() as GroupBuyDetailData;
  const [selection, setSelection] = useState(() => initialSelection(goods.attr, goods.sku));
  return (
    <GoodsPageFrame
      page="goods-combination-detail"
      goods={goods}
      show={show}
      replies={replies}
      path={path}
      selection={selection}
    >
      <GroupBuyPanel
        key={goods.group_buy.id}
        goods={goods}
        show={show}
        selection={selection}
        onSelect={setSelection}
        joining={joining}
      />
    </GoodsPageFrame>
  );
}
