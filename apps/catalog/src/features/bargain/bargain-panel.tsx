import { useState } from 'react';
import { useNavigate } from 'react-router';
import { bargainApi, type BargainDetail, type GoodsShow } from '@mall/api-client';
import { useApi } from '@mall/app-kit';
import { theme } from '@mall/ui';
import { ActivityHead, StripCountdown } from '../common/goods-page/activity-head';
import { panelCss } from '../common/goods-page/panel-style';
import { PriceBox } from '../common/goods-page/price-box';
import { ServiceRows } from '../common/goods-page/service-rows';
import { skuKey } from '../common/goods-page/sku';
import { SkuRows } from '../common/goods-page/sku-picker';
import { useRequireLogin } from '../common/use-require-login';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { NODE, withNode } from '../../i18n/with-node';
import { goods } from '../../i18n/zh-CN/goods';
import { coupons } from '../../i18n/zh-CN/coupons';
import { seckill } from '../../i18n/zh-CN/seckill';
import { bargain } from '../../i18n/zh-CN/bargain';

// this module's texts come with its chunk
catalogTexts.add({ goods, coupons, seckill, bargain });

const GOODS_STATE_TEXT: Record<number, 'notStarted' | 'ended'> = { 0: 'notStarted', 2: 'ended' };

interface Props {
  goods: BargainDetail;
  show: GoodsShow;
  selection: string[];
  onSelect: (selection: string[]) => void;
}

/** The buying column of bargain goods: original and floor price, the rules, 发起砍价 (or the shopper's bargain). */
export function BargainPanel({ goods, show, selection, onSelect }: Props) {
  const { bargain } = goods;
  const api = bargainApi(useApi());
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const sku = goods.sku[skuKey(selection)];
  const open = bargain.state === 1;
  const canStart = open && Boolean(sku) && sku.stock > 0;
  const { t } = useCatalogTexts();
  const stateText = (state: number) => t(`bargain.state.${GOODS_STATE_TEXT[state] ?? 'ended'}`);

  async function start() {
    if (!requireLogin() || busy || !sku) return;
    setBusy(true);
    setError('');
    try {
      const { bargain_id } = await api.start(bargain.id, sku.unique);
      navigate(`/bargain_status/${bargain_id}`);
    } catch (err) {
      setError(err instanceof Error ? err.message : t('goods.failed'));
      setBusy(false);
    }
  }

  return (
    <div css={panelCss} data-testid="buy-panel">
      <ActivityHead
        title={t('bargain.pageTitle')}
        goods={goods}
        background={`linear-gradient(90deg, #ff7a45, ${theme.priceRed})`}
      >
        <StripCountdown
          until={bargain.stop_time}
          serverTime={bargain.server_time}
          label={t('bargain.toEnd')}
          over={open ? undefined : stateText(bargain.state)}
        />
      </ActivityHead>
      <PriceBox
        label={t('bargain.floor')}
        price={sku?.min_price ?? bargain.min_price}
        priceTestId="min-price"
        listPrice={sku?.price ?? goods.price}
      >
        <span className="sold">{t('bargain.started', { count: bargain.people })}</span>
      </PriceBox>
      <ServiceRows show={show} />
      <div className="row">
        <span className="label">{t('bargain.rules')}</span>
        <span className="value" data-testid="rules">
          {withNode(
            t('bargain.rulesText', { helps: bargain.help_num, hours: bargain.hours, unit: NODE }),
            <span data-authored>{goods.unit_name}</span>,
          )}
        </span>
      </div>
      <SkuRows goods={goods} selection={selection} onSelect={onSelect} />
      <div className="row">
        <span className="label">{t('bargain.stock')}</span>
        <span className="value" data-testid="stock">
          {withNode(
            t('seckill.left', { count: sku?.stock ?? 0, unit: NODE }),
            <span data-authored>{goods.unit_name}</span>,
          )}
        </span>
      </div>
      <div className="actions">
        {bargain.my_bargain_id !== null ? (
          <button
            type="button"
            className="cart"
            data-testid="my-bargain"
            onClick={() => navigate(`/bargain_status/${bargain.my_bargain_id}`)}
          >
            {t('bargain.mine')}
          </button>
        ) : (
          <button
            type="button"
            className="cart"
            data-testid="bargain-start"
            disabled={!canStart || busy}
            onClick={() => void start()}
          >
            {open ? (sku && sku.stock <= 0 ? t('coupons.soldOut') : t('bargain.start')) : stateText(bargain.state)}
          </button>
        )}
      </div>
      {error && (
        <div className="message fail" role="status">
          {error}
        </div>
      )}
    </div>
  );
}
