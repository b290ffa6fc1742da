import { css } from '@emotion/react';
import { useState } from 'react';
import type { GoodsShow, PresellDetail } from '@mall/api-client';
import { formatYuan, theme } from '@mall/ui';
import { ActivityHead, StripCountdown } from '../common/goods-page/activity-head';
import { BuyNow } from '../common/goods-page/buy-actions';
import { panelCss } from '../common/goods-page/panel-style';
import { PriceBox } from '../common/goods-page/price-box';
import { ServiceRows } from '../common/goods-page/service-rows';
import { clamp, quantityBounds, restoreChoice, skuKey } from '../common/goods-page/sku';
import { QuantityRow, SkuRows } from '../common/goods-page/sku-picker';
import { useBuy } from '../common/goods-page/use-buy';
import { PresellNotice } from './presell-notice';
import { deliveryText, timeText, TYPE_TEXT } from './presell-text';

const stepsCss = css`
  .value em {
    font-style: normal;
    color: ${theme.priceText};
    margin-right: 4px;
  }
`;

interface Props {
  goods: PresellDetail;
  show: GoodsShow;
  selection: string[];
  onSelect: (selection: string[]) => void;
}

/** The buying column of a presell goods: countdown, presell price, deposit and final amount, the three times, 立即支付定金 / 立即购买. */
export function PresellPanel({ goods, show, selection, onSelect }: Props) {
  const { presell } = goods;
  const sku = goods.sku[skuKey(selection)];
  const stock = sku?.stock ?? 0;
  const { min, max } = quantityBounds(stock, 1, 0);
  const [num, setNum] = useState(1);
  const [agreed, setAgreed] = useState(false);
  const quantity = clamp(num, min, Math.max(min, max));
  const { buy, busy, message } = useBuy(goods.product_id, 2, restoreChoice(goods.sku, onSelect, setNum));
  const deposit = presell.presell_type === 2;
  const open = presell.state === 1;
  const canBuy = open && Boolean(sku) && stock >= 1 && (!deposit || agreed);
  const until = presell.state === 0 ? presell.start_time : presell.end_time;

  return (
    <div css={[panelCss, stepsCss]} data-testid="buy-panel">
      <ActivityHead
        title={TYPE_TEXT[presell.presell_type]}
        goods={goods}
        background={`linear-gradient(90deg, #f7c948, ${theme.gold})`}
        testId="presell-strip"
      >
        <StripCountdown
          seconds={until - presell.server_time}
          label={presell.state === 0 ? '距开始' : '距结束'}
          over={presell.state === 2 ? '预售已结束' : undefined}
        />
      </ActivityHead>
      <PriceBox label="预售价" price={sku?.price ?? presell.price} listPrice={sku?.ot_price ?? goods.ot_price}>
        <span className="sold">已预订 {presell.sales} 件</span>
      </PriceBox>
      {deposit && (
        <div className="row">
          <span className="label">定金</span>
          <span className="value" data-testid="deposit">
            <em>¥{formatYuan(sku?.deposit ?? presell.deposit)}</em>尾款{' '}
            <em>¥{formatYuan(sku?.final_price ?? presell.final_price)}</em>
          </span>
        </div>
      )}
      <div className="row" data-testid="presell-times">
        <span className="label">预售流程</span>
        <span className="value">
          {deposit ? '① 支付定金' : '① 支付全款'}：{timeText(presell.start_time)} 至 {timeText(presell.end_time)}
          {deposit && (
            <>
              <br />② 支付尾款：{timeText(presell.final_start_time)} 至 {timeText(presell.final_end_time)}
            </>
          )}
          <br />
          {deposit ? '③' : '②'} 发货时间：{deliveryText(presell)}
        </span>
      </div>
      <ServiceRows show={show} />
      <SkuRows goods={goods} selection={selection} onSelect={onSelect} />
      <QuantityRow quantity={quantity} min={min} max={max} enabled={open && stock >= 1} onChange={setNum}>
        <span data-testid="stock">
          剩余 {stock} {goods.unit_name}
        </span>
      </QuantityRow>
      {deposit && open && <PresellNotice agreement={presell.agreement} agreed={agreed} onAgree={setAgreed} />}
      <BuyNow
        testId="presell-buy"
        disabled={!canBuy || busy}
        onBuy={() => void buy(sku.unique, quantity, true)}
        message={message}
      >
        {presell.state === 0
          ? '预售未开始'
          : presell.state === 2
            ? '预售已结束'
            : deposit
              ? '立即支付定金'
              : '立即购买'}
      </BuyNow>
    </div>
  );
}
