import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { GoodsPageFrame } from '../common/goods-page/goods-page-frame';
import { initialSelection } from '../common/goods-page/sku';
import { BargainPanel } from './bargain-panel';
import type { BargainDetailData } from './load-bargain';

/** /goods_bargain_detail/:id — the goods page of bargain goods: floor price, rules, 发起砍价. */
export function BargainDetailPage() {
  const { goods, show, replies, path } = useLoaderData() as BargainDetailData;
  const [selection, setSelection] = useState(() => initialSelection(goods.attr, goods.sku));
  return (
    <GoodsPageFrame
      page="goods-bargain-detail"
      goods={goods}
      show={show}
      replies={replies}
      path={path}
      selection={selection}
    >
      <BargainPanel key={goods.bargain.id} goods={goods} show={show} selection={selection} onSelect={setSelection} />
    </GoodsPageFrame>
  );
}
