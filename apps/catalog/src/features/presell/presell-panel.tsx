import { css } from '@emotion/react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { GoodsShow, PresellDetail } from '@mall/api-client';
import { formatYuan, Price, theme } from '@mall/ui';
import { panelCss } from '../common/goods-page/panel-style';
import { ServiceRows } from '../common/goods-page/service-rows';
import { clamp, quantityBounds, skuKey } from '../common/goods-page/sku';
import { QuantityRow, SkuRows } from '../common/goods-page/sku-picker';
import { useBuy } from '../common/goods-page/use-buy';
import { Countdown } from '../seckill/countdown';
import { PresellNotice } from './presell-notice';
import { deliveryText, timeText, TYPE_TEXT } from './presell-text';

const stripCss = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0 16px;
  height: 44px;
  color: #fff;
  background: linear-gradient(90deg, #f7c948, ${theme.gold});
  b {
    font-size: 18px;
    letter-spacing: 2px;
  }
`;

const stepsCss = css`
  .value em {
    font-style: normal;
    color: ${theme.priceRed};
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
  const revalidator = useRevalidator();
  const sku = goods.sku[skuKey(selection)];
  const stock = sku?.stock ?? 0;
  const { min, max } = quantityBounds(stock, 1, 0);
  const [num, setNum] = useState(1);
  const [agreed, setAgreed] = useState(false);
  const quantity = clamp(num, min, Math.max(min, max));
  const { buy, busy, message } = useBuy(goods.product_id, 2);
  const deposit = presell.presell_type === 2;
  const open = presell.state === 1;
  const canBuy = open && Boolean(sku) && stock >= 1 && (!deposit || agreed);
  const until = presell.state === 0 ? presell.start_time : presell.end_time;

  return (
    <div css={[panelCss, stepsCss]} data-testid="buy-panel">
      <div css={stripCss} data-testid="presell-strip">
        <b>{TYPE_TEXT[presell.presell_type]}</b>
        {presell.state === 2 ? (
          <span data-testid="countdown">预售已结束</span>
        ) : (
          <Countdown
            key={presell.state}
            seconds={until - presell.server_time}
            label={presell.state === 0 ? '距开始' : '距结束'}
            tone="light"
            onEnd={() => void revalidator.revalidate()}
          />
        )}
      </div>
      <h1 style={{ marginTop: 12 }}>{goods.store_name}</h1>
      <div className="info">{goods.store_info}</div>
      <div className="pricebox">
        <span>预售价</span>
        <span data-testid="price">
          <Price fen={sku?.price ?? presell.price} size={26} />
        </span>
        <span>
          原价 <del>¥{formatYuan(sku?.ot_price ?? goods.ot_price)}</del>
        </span>
        <span className="sold">已预订 {presell.sales} 件</span>
      </div>
      {deposit && (
        <div className="row">
          <span className="label">定金</span>
          <span className="value" data-testid="deposit">
            <em>¥{formatYuan(sku?.deposit ?? presell.deposit)}</em>尾款 <em>¥{formatYuan(sku?.final_price ?? presell.final_price)}</em>
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
      <div className="actions">
        <button
          type="button"
          className="cart"
          data-testid="presell-buy"
          disabled={!canBuy || busy}
          onClick={() => void buy(sku.unique, quantity, true)}
        >
          {presell.state === 0 ? '预售未开始' : presell.state === 2 ? '预售已结束' : deposit ? '立即支付定金' : '立即购买'}
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
