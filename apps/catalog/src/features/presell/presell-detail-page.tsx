import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { GoodsPageFrame } from '../common/goods-page/goods-page-frame';
import { initialSelection } from '../common/goods-page/sku';
import type { PresellDetailData } from './load-presell';
import { PresellPanel } from './presell-panel';

/** /goods_presell_detail/:id — the goods page of a presell goods: deposit, final amount, the windows, buy now only. */
export function PresellDetailPage() {
  const { goods, show, replies, path } = useLoaderData() as PresellDetailData;
  const [selection, setSelection] = useState(() => initialSelection(goods.attr, goods.sku));
  return (
    <GoodsPageFrame
      page="goods-presell-detail"
      goods={goods}
      show={show}
      replies={replies}
      path={path}
      selection={selection}
    >
      <PresellPanel key={goods.presell.id} goods={goods} show={show} selection={selection} onSelect={setSelection} />
    </GoodsPageFrame>
  );
}
