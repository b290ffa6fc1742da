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

const GOODS_STATE_TEXT: Record<number, string> = { 0: '活动未开始', 2: '活动已结束' };

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

  async function start() {
    if (!requireLogin() || busy || !sku) return;
    setBusy(true);
    setError('');
    try {
      const { bargain_id } = await api.start(bargain.id, sku.unique);
      navigate(`/bargain_status/${bargain_id}`);
    } catch (err) {
      setError(err instanceof Error ? err.message : '操作失败，请重试');
      setBusy(false);
    }
  }

  return (
    <div css={panelCss} data-testid="buy-panel">
      <ActivityHead title="砍价" goods={goods} background={`linear-gradient(90deg, #ff7a45, ${theme.priceRed})`}>
        <StripCountdown
          seconds={bargain.stop_time - bargain.server_time}
          label="距活动结束"
          over={open ? undefined : GOODS_STATE_TEXT[bargain.state]}
        />
      </ActivityHead>
      <PriceBox
        label="最低可砍至"
        price={sku?.min_price ?? bargain.min_price}
        priceTestId="min-price"
        listPrice={sku?.price ?? goods.price}
      >
        <span className="sold">{bargain.people} 人已发起</span>
      </PriceBox>
      <ServiceRows show={show} />
      <div className="row">
        <span className="label">砍价规则</span>
        <span className="value" data-testid="rules">
          邀请 {bargain.help_num} 位好友助力即可砍至底价，每位好友限砍一刀；发起后 {bargain.hours}{' '}
          小时内有效，可随时按当前价购买 1 {goods.unit_name}
        </span>
      </div>
      <SkuRows goods={goods} selection={selection} onSelect={onSelect} />
      <div className="row">
        <span className="label">库存</span>
        <span className="value" data-testid="stock">
          剩余 {sku?.stock ?? 0} {goods.unit_name}
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
            查看我的砍价
          </button>
        ) : (
          <button
            type="button"
            className="cart"
            data-testid="bargain-start"
            disabled={!canStart || busy}
            onClick={() => void start()}
          >
            {open ? (sku && sku.stock <= 0 ? '已抢光' : '发起砍价') : GOODS_STATE_TEXT[bargain.state]}
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
