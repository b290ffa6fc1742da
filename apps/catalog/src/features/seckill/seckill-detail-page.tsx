import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { GoodsPageFrame } from '../common/goods-page/goods-page-frame';
import { initialSelection } from '../common/goods-page/sku';
import type { SeckillDetailData } from './load-seckill';
import { SeckillPanel } from './seckill-panel';

/** /goods_seckill_detail/:id — the goods page of a seckill goods: countdown, limits, buy now only. */
export function SeckillDetailPage() {
  const { goods, show, replies, path } = useLoaderData() as SeckillDetailData;
  const [selection, setSelection] = useState(() => initialSelection(goods.attr, goods.sku));
  return (
    <GoodsPageFrame
      page="goods-seckill-detail"
      goods={goods}
      show={show}
      replies={replies}
      path={path}
      selection={selection}
    >
      <SeckillPanel key={goods.seckill.id} goods={goods} show={show} selection={selection} onSelect={setSelection} />
    </GoodsPageFrame>
  );
}
