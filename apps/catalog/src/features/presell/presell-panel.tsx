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
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { NODE, withNode } from '../../i18n/with-node';
import { home } from '../../i18n/zh-CN/home';
import { goods } from '../../i18n/zh-CN/goods';
import { seckill } from '../../i18n/zh-CN/seckill';
import { presell } from '../../i18n/zh-CN/presell';

// this module's texts come with its chunk
catalogTexts.add({ home, goods, seckill, presell });

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
  const { t } = useCatalogTexts();

  return (
    <div css={[panelCss, stepsCss]} data-testid="buy-panel">
      <ActivityHead
        title={t(`presell.type.${TYPE_TEXT[presell.presell_type]}`)}
        goods={goods}
        background={`linear-gradient(90deg, #f7c948, ${theme.gold})`}
        testId="presell-strip"
      >
        <StripCountdown
          until={until}
          serverTime={presell.server_time}
          label={presell.state === 0 ? t('home.seckill.toStart') : t('home.seckill.toEnd')}
          over={presell.state === 2 ? t('presell.over') : undefined}
        />
      </ActivityHead>
      <PriceBox
        label={t('presell.price')}
        price={sku?.price ?? presell.price}
        listPrice={sku?.ot_price ?? goods.ot_price}
      >
        <span className="sold">{t('presell.sold', { count: presell.sales })}</span>
      </PriceBox>
      {deposit && (
        <div className="row">
          <span className="label">{t('presell.deposit')}</span>
          <span className="value" data-testid="deposit">
            <em>¥{formatYuan(sku?.deposit ?? presell.deposit)}</em>
            {t('presell.final')} <em>¥{formatYuan(sku?.final_price ?? presell.final_price)}</em>
          </span>
        </div>
      )}
      <div className="row" data-testid="presell-times">
        <span className="label">{t('presell.steps')}</span>
        <span className="value">
          {t(deposit ? 'presell.stepDeposit' : 'presell.stepFull', {
            from: timeText(presell.start_time),
            to: timeText(presell.end_time),
          })}
          {deposit && (
            <>
              <br />
              {t('presell.stepFinal', {
                from: timeText(presell.final_start_time),
                to: timeText(presell.final_end_time),
              })}
            </>
          )}
          <br />
          {t('presell.stepShip', { n: deposit ? '③' : '②', when: t(...deliveryText(presell)) })}
        </span>
      </div>
      <ServiceRows show={show} />
      <SkuRows goods={goods} selection={selection} onSelect={onSelect} />
      <QuantityRow quantity={quantity} min={min} max={max} enabled={open && stock >= 1} onChange={setNum}>
        <span data-testid="stock">
          {withNode(t('seckill.left', { count: stock, unit: NODE }), <span data-authored>{goods.unit_name}</span>)}
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
          ? t('presell.notStarted')
          : presell.state === 2
            ? t('presell.over')
            : deposit
              ? t('presell.payDeposit')
              : t('goods.buyNow')}
      </BuyNow>
    </div>
  );
}
