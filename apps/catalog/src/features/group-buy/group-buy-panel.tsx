import { css } from '@emotion/react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { GoodsShow, GroupBuyDetail } from '@mall/api-client';
import { formatChinaTime, formatYuan, theme } from '@mall/ui';
import { ActivityHead, StripCountdown } from '../common/goods-page/activity-head';
import { BuyMessage } from '../common/goods-page/buy-actions';
import { panelCss } from '../common/goods-page/panel-style';
import { PriceBox } from '../common/goods-page/price-box';
import { ServiceRows } from '../common/goods-page/service-rows';
import { clamp, quantityBounds, restoreChoice, skuKey } from '../common/goods-page/sku';
import { QuantityRow, SkuRows } from '../common/goods-page/sku-picker';
import { useBuy } from '../common/goods-page/use-buy';
import { OpenGroups } from './open-groups';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { NODE, withNode } from '../../i18n/with-node';
import { home } from '../../i18n/zh-CN/home';
import { seckill } from '../../i18n/zh-CN/seckill';
import { bargain } from '../../i18n/zh-CN/bargain';
import { groupBuy } from '../../i18n/zh-CN/group-buy';

// this module's texts come with its chunk
catalogTexts.add({ home, seckill, bargain, groupBuy });

/** Seconds before the activity's end from which its countdown shows (before: its end date). */
const COUNTDOWN_FROM = 3 * 86_400;

const stripCss = css`
  gap: 16px;
  .terms {
    font-size: 13px;
  }
  [data-testid='countdown'],
  [data-testid='activity-end'] {
    margin-left: auto;
    font-size: 13px;
  }
`;

const actionsCss = css`
  .actions button.alone {
    background: #fff8ea;
    color: ${theme.goldText};
  }
  .actions button.group {
    background: ${theme.priceText};
    border-color: ${theme.priceRed};
    color: #fff;
  }
  .actions button small {
    display: block;
    font-size: 12px;
  }
`;

interface Props {
  goods: GroupBuyDetail;
  show: GoodsShow;
  selection: string[];
  onSelect: (selection: string[]) => void;
  /** the group the shopper came to join (share link), 0 for none */
  joining: number;
}

/** The buying column of a group-buy goods: group terms and countdown, 单独购买 / 发起拼团 (or 参加拼团), open groups. */
export function GroupBuyPanel({ goods, show, selection, onSelect, joining }: Props) {
  const gb = goods.group_buy;
  const revalidator = useRevalidator();
  const key = skuKey(selection);
  const sku = goods.sku[key];
  const normal = goods.normal_sku[key];
  const stock = sku?.stock ?? 0;
  const { min, max } = quantityBounds(stock, 1, gb.once_num);
  const [num, setNum] = useState(1);
  const quantity = clamp(num, min, Math.max(min, max));
  const group = useBuy(goods.product_id, 4, restoreChoice(goods.sku, onSelect, setNum));
  const alone = useBuy(goods.product_id, 0, restoreChoice(goods.normal_sku, onSelect, setNum));
  const open = gb.state === 'open';
  const canGroup = open && Boolean(sku) && stock >= 1;
  const target = goods.groups.find((g) => g.id === joining && !g.is_member);
  const mine = goods.groups.some((g) => g.id === joining && g.is_member);
  const message = group.message ?? alone.message;
  const busy = group.busy || alone.busy;
  const join = (groupId: number) => void group.buy(sku.unique, quantity, true, groupId);
  const { t } = useCatalogTexts();
  const unit = <span data-authored>{goods.unit_name}</span>;

  return (
    <div css={[panelCss, actionsCss]} data-testid="buy-panel">
      <ActivityHead
        css={stripCss}
        title={t('groupBuy.title')}
        goods={goods}
        background={`linear-gradient(90deg, #ff8a3d, ${theme.priceRed})`}
        testId="group-strip"
      >
        <span className="terms">
          {withNode(t('groupBuy.terms', { size: gb.people, count: gb.sales, unit: NODE }), unit)}
        </span>
        {open && gb.stop - gb.server_time > COUNTDOWN_FROM ? (
          <span data-testid="activity-end">
            {t('groupBuy.until', { time: formatChinaTime(new Date(gb.stop * 1000).toISOString()).slice(0, 16) })}
          </span>
        ) : (
          <StripCountdown
            until={open ? gb.stop : gb.start}
            serverTime={gb.server_time}
            label={open ? t('bargain.toEnd') : t('home.seckill.toStart')}
            over={gb.state === 'ended' ? t('seckill.over') : undefined}
          />
        )}
      </ActivityHead>
      <PriceBox
        label={t('groupBuy.price')}
        price={sku?.price ?? goods.price}
        listLabel={t('groupBuy.alonePrice')}
        listPrice={normal?.price ?? goods.ot_price}
      />
      <ServiceRows show={show} />
      <div className="row">
        <span className="label">{t('groupBuy.rules')}</span>
        <span className="value" data-testid="group-rules">
          {withNode(
            t('groupBuy.rulesText', { size: gb.people, hours: gb.effective_hours, count: gb.once_num, unit: NODE }),
            unit,
          )}
        </span>
      </div>
      <SkuRows goods={goods} selection={selection} onSelect={onSelect} />
      <QuantityRow quantity={quantity} min={min} max={max} enabled={canGroup} onChange={setNum}>
        <span data-testid="stock">{withNode(t('seckill.left', { count: stock, unit: NODE }), unit)}</span>
      </QuantityRow>
      <div className="actions">
        {target ? (
          <button
            type="button"
            className="group"
            data-testid="join-group"
            disabled={!canGroup || busy}
            onClick={() => join(target.id)}
          >
            ¥{formatYuan(sku?.price ?? goods.price)}
            <small>
              {withNode(t('groupBuy.joinOf', { name: NODE }), <span data-authored>{target.leader.nickname}</span>)}
            </small>
          </button>
        ) : (
          <button
            type="button"
            className="alone"
            data-testid="buy-alone"
            disabled={!normal || normal.stock < 1 || busy}
            onClick={() => void alone.buy(normal.unique, quantity, true)}
          >
            ¥{formatYuan(normal?.price ?? goods.ot_price)}
            <small>{t('groupBuy.alone')}</small>
          </button>
        )}
        <button
          type="button"
          className="group"
          data-testid="start-group"
          disabled={!canGroup || busy}
          onClick={() => join(0)}
        >
          ¥{formatYuan(sku?.price ?? goods.price)}
          <small>
            {open
              ? t('groupBuy.start')
              : gb.state === 'upcoming'
                ? t('seckill.button.upcoming')
                : t('seckill.button.ended')}
          </small>
        </button>
      </div>
      {joining > 0 && !target && !message && (
        <div className="message fail" role="status" data-testid="join-unavailable">
          {mine ? t('groupBuy.joined') : t('groupBuy.full')}
        </div>
      )}
      <BuyMessage message={message} />
      <OpenGroups
        groups={goods.groups}
        serverTime={gb.server_time}
        disabled={!canGroup || busy}
        onJoin={join}
        onEnd={() => void revalidator.revalidate()}
      />
    </div>
  );
}
