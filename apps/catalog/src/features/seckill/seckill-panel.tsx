import { css } from '@emotion/react';
import { useState } from 'react';
import type { GoodsShow, SeckillDetail } from '@mall/api-client';
import { theme } from '@mall/ui';
import { ActivityHead, StripCountdown } from '../common/goods-page/activity-head';
import { BuyNow } from '../common/goods-page/buy-actions';
import { panelCss } from '../common/goods-page/panel-style';
import { PriceBox } from '../common/goods-page/price-box';
import { ServiceRows } from '../common/goods-page/service-rows';
import { clamp, quantityBounds, restoreChoice, skuKey } from '../common/goods-page/sku';
import { QuantityRow, SkuRows } from '../common/goods-page/sku-picker';
import { useBuy } from '../common/goods-page/use-buy';
import { BUTTON_TEXT, ProgressBar } from './progress-bar';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { NODE, withNode } from '../../i18n/with-node';
import { home } from '../../i18n/zh-CN/home';
import { seckill } from '../../i18n/zh-CN/seckill';

// this module's texts come with its chunk
catalogTexts.add({ home, seckill });

const stripCss = css`
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
  const sku = goods.sku[skuKey(selection)];
  const stock = sku?.stock ?? 0;
  const left = allowance(goods, stock);
  const { min, max } = quantityBounds(Math.max(0, left), 1, 0);
  const [num, setNum] = useState(1);
  const quantity = clamp(num, min, Math.max(min, max));
  const { buy, busy, message } = useBuy(goods.product_id, 1, restoreChoice(goods.sku, onSelect, setNum));
  const open = seckill.button === 'buy';
  const canBuy = open && Boolean(sku) && left >= 1;
  const running = seckill.state === 1;
  const { t } = useCatalogTexts();
  const unit = <span data-authored>{goods.unit_name}</span>;

  return (
    <div css={panelCss} data-testid="buy-panel">
      <ActivityHead
        css={stripCss}
        title={t('seckill.title')}
        goods={goods}
        background={`linear-gradient(90deg, #ff5b3a, ${theme.priceRed})`}
        testId="seckill-strip-bar"
      >
        <span className="progress">
          <ProgressBar percent={seckill.percent} />
        </span>
        <StripCountdown
          until={running ? seckill.stop : seckill.start}
          serverTime={seckill.server_time}
          label={running ? t('home.seckill.toEnd') : t('seckill.startsAt', { time: seckill.slot.start_time })}
          over={seckill.state === 0 ? t('seckill.over') : undefined}
        />
      </ActivityHead>
      <PriceBox
        label={t('seckill.price')}
        price={sku?.price ?? goods.price}
        listPrice={sku?.ot_price ?? goods.ot_price}
      >
        <span className="sold">{t('seckill.sold', { count: seckill.sales })}</span>
      </PriceBox>
      <ServiceRows show={show} />
      <div className="row">
        <span className="label">{t('seckill.limit')}</span>
        <span className="value" data-testid="limits">
          {withNode(t('seckill.limits', { day: seckill.once_num, all: seckill.all_num, unit: NODE }), unit)}
          {seckill.bought &&
            seckill.bought.total > 0 &&
            withNode(t('seckill.bought', { count: seckill.bought.total, unit: NODE }), unit)}
        </span>
      </div>
      <SkuRows goods={goods} selection={selection} onSelect={onSelect} />
      <QuantityRow quantity={quantity} min={min} max={max} enabled={canBuy} onChange={setNum}>
        <span data-testid="stock">{withNode(t('seckill.left', { count: stock, unit: NODE }), unit)}</span>
      </QuantityRow>
      <BuyNow
        testId="seckill-buy"
        disabled={!canBuy || busy}
        onBuy={() => void buy(sku.unique, quantity, true)}
        message={message}
      >
        {open
          ? left >= 1 || !sku
            ? t('seckill.buyNow')
            : t('seckill.limitReached')
          : t(`seckill.button.${BUTTON_TEXT[seckill.button]}`)}
      </BuyNow>
    </div>
  );
}
