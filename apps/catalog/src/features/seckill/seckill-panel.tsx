import { css } from '@emotion/react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { GoodsShow, SeckillDetail } from '@mall/api-client';
import { formatYuan, Price, theme } from '@mall/ui';
import { panelCss } from '../common/goods-page/panel-style';
import { ServiceRows } from '../common/goods-page/service-rows';
import { clamp, quantityBounds, skuKey } from '../common/goods-page/sku';
import { QuantityRow, SkuRows } from '../common/goods-page/sku-picker';
import { useBuy } from '../common/goods-page/use-buy';
import { Countdown } from './countdown';
import { BUTTON_TEXT, ProgressBar } from './progress-bar';

const stripCss = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0 16px;
  height: 44px;
  color: #fff;
  background: linear-gradient(90deg, #ff5b3a, ${theme.priceRed});
  b {
    font-size: 18px;
    letter-spacing: 2px;
  }
  .progress {
    width: 200px;
    margin-left: auto;
    margin-right: 8px;
  }
  .progress .text {
    color: #fff;
  }
`;

interface Props {
  goods: SeckillDetail;
  show: GoodsShow;
  selection: string[];
  onSelect: (selection: string[]) => void;
}

/** What the shopper may still buy: the stock, and the activity's limits less what they bought. */
function allowance(goods: SeckillDetail, stock: number) {
  const { once_num, all_num, bought } = goods.seckill;
  return Math.min(stock, once_num - (bought?.day ?? 0), all_num - (bought?.total ?? 0));
}

/** The buying column of a seckill goods: countdown, seckill price, limits, 立即抢购 (buy now only). */
export function SeckillPanel({ goods, show, selection, onSelect }: Props) {
  const { seckill } = goods;
  const revalidator = useRevalidator();
  const sku = goods.sku[skuKey(selection)];
  const stock = sku?.stock ?? 0;
  const left = allowance(goods, stock);
  const { min, max } = quantityBounds(Math.max(0, left), 1, 0);
  const [num, setNum] = useState(1);
  const quantity = clamp(num, min, Math.max(min, max));
  const { buy, busy, message } = useBuy(goods.product_id, 1);
  const open = seckill.button === 'buy';
  const canBuy = open && Boolean(sku) && left >= 1;
  const running = seckill.state === 1;

  return (
    <div css={panelCss} data-testid="buy-panel">
      <div css={stripCss} data-testid="seckill-strip-bar">
        <b>限时秒杀</b>
        <span className="progress">
          <ProgressBar percent={seckill.percent} />
        </span>
        {seckill.state === 0 ? (
          <span data-testid="countdown">活动已结束</span>
        ) : (
          <Countdown
            key={seckill.state}
            seconds={(running ? seckill.stop : seckill.start) - seckill.server_time}
            label={running ? '距结束' : `${seckill.slot.start_time}开抢 距开始`}
            tone="light"
            onEnd={() => void revalidator.revalidate()}
          />
        )}
      </div>
      <h1 style={{ marginTop: 12 }}>{goods.store_name}</h1>
      <div className="info">{goods.store_info}</div>
      <div className="pricebox">
        <span>秒杀价</span>
        <span data-testid="price">
          <Price fen={sku?.price ?? goods.price} size={26} />
        </span>
        <span>
          原价 <del data-testid="ot-price">¥{formatYuan(sku?.ot_price ?? goods.ot_price)}</del>
        </span>
        <span className="sold">已抢 {seckill.sales} 件</span>
      </div>
      <ServiceRows show={show} />
      <div className="row">
        <span className="label">限购</span>
        <span className="value" data-testid="limits">
          每人每天限购 {seckill.once_num} {goods.unit_name}，活动期间限购 {seckill.all_num} {goods.unit_name}
          {seckill.bought && seckill.bought.total > 0 && `（您已抢购 ${seckill.bought.total} ${goods.unit_name}）`}
        </span>
      </div>
      <SkuRows goods={goods} selection={selection} onSelect={onSelect} />
      <QuantityRow quantity={quantity} min={min} max={max} enabled={canBuy} onChange={setNum}>
        <span data-testid="stock">
          剩余 {stock} {goods.unit_name}
        </span>
      </QuantityRow>
      <div className="actions">
        <button
          type="button"
          className="cart"
          data-testid="seckill-buy"
          disabled={!canBuy || busy}
          onClick={() => void buy(sku.unique, quantity, true)}
        >
          {open ? (left >= 1 || !sku ? '立即抢购' : '已达限购') : BUTTON_TEXT[seckill.button]}
        </button>
      </div>
      {message && (
        <div className={`message ${message.ok ? 'ok' : 'fail'}`} role="status">
          {message.text}
        </div>
      )}
    </div>
  );
}
