import { css } from '@emotion/react';
import type { Paged, PresellOrder } from '@mall/api-client';
import { buttonCss, ErrorBox, formatChinaTime, formatYuan, Pager, Price, theme } from '@mall/ui';
import { Empty } from '../../shared/empty';
import { panelCss } from '../../shared/page-styles';
import { usePagedList } from '../../shared/use-paged';
import { useUcApi } from '../../shared/use-uc-api';
import { payHref } from '../orders/order-links';
import { FinalCouponPicker } from './final-coupon-picker';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { orderStatusLabel } from '../../shared/status-texts';

const PAGE_SIZE = 10;

const cardCss = css`
  border: 1px solid ${theme.border};
  margin-bottom: 14px;
  header {
    display: flex;
    gap: 24px;
    padding: 10px 14px;
    background: ${theme.background};
    color: #666;
    font-size: 13px;
  }
  header b {
    margin-left: auto;
    color: ${theme.priceText};
    font-weight: normal;
  }
  .line {
    display: flex;
    gap: 12px;
    padding: 12px 14px;
    align-items: center;
  }
  .line img {
    width: 64px;
    height: 64px;
    object-fit: cover;
  }
  .final {
    justify-content: flex-end;
    flex-wrap: wrap;
    gap: 16px;
    border-top: 1px dashed ${theme.border};
    font-size: 13px;
  }
  .final .muted {
    color: ${theme.muted};
  }
  .final .wait {
    color: ${theme.goldText};
    font-weight: normal;
  }
`;

/** Deposit and final-payment state of a presell order. */
function presellState(t: TFunction, o: PresellOrder): string {
  if (o.is_cancel) return t('presell.states.cancelled');
  if (!o.paid) return t(o.presell?.presell_type === 2 ? 'presell.states.depositDue' : 'presell.states.unpaid');
  if (o.status === 10) return t('presell.states.finalDue');
  if (o.status === 11) return t('presell.states.finalLate');
  return o.status >= 0 && o.status <= 3 ? orderStatusLabel(t, o.status) : t('presell.states.refunded');
}

const finalWindow = (t: TFunction, p: NonNullable<PresellOrder['presell']>) =>
  p.final_start_time && p.final_end_time
    ? t('presell.window', { from: formatChinaTime(p.final_start_time), to: formatChinaTime(p.final_end_time) })
    : '';

/** By the server's clock (a shopper's clock may be wrong); the server refuses a final payment outside its window anyway. */
const finalOpen = (p: NonNullable<PresellOrder['presell']>, serverNow: number) =>
  !p.final_start_time || new Date(p.final_start_time).getTime() <= serverNow;

/** 定金 / 尾款 and, while it is due, 去付尾款 (the checkout's payment page pays the final amount). */
function FinalPayment({ o, serverNow, onChange }: { o: PresellOrder; serverNow: number; onChange: () => void }) {
  const { t } = useTranslation();
  const p = o.presell;
  if (!p || p.presell_type !== 2) {
    return (
      <div className="line" style={{ justifyContent: 'flex-end' }}>
        {t('presell.paid')}
        <Price fen={o.pay_price} />
      </div>
    );
  }
  return (
    <div className="line final" data-testid="presell-final">
      <span>
        {t('presell.deposit')} <Price fen={p.deposit_price} />
      </span>
      <span>
        {t('presell.final')} <Price fen={p.pay_price} />
        {p.coupon_price > 0 && <small>{t('presell.discount', { yuan: formatYuan(p.coupon_price) })}</small>}
      </span>
      {finalWindow(t, p) && <span className="muted">{t('presell.finalTime', { window: finalWindow(t, p) })}</span>}
      {o.status === 10 && !finalOpen(p, serverNow) && <b className="wait">{t('presell.notOpen')}</b>}
      {o.status === 10 && finalOpen(p, serverNow) && (
        <>
          <FinalCouponPicker groupOrderId={o.group_order_id} onChange={onChange} />
          <a href={payHref(o.group_order_id)} css={buttonCss} data-primary data-testid="pay-final">
            {t('presell.payFinal')}
          </a>
        </>
      )}
    </div>
  );
}

/** /user/presell_order: presell orders with their deposit and final payment; 去付尾款 while it is due. */
export function PresellPage() {
  const uc = useUcApi();
  const { t } = useTranslation();
  const { data, error, page, goTo, reload } = usePagedList<PresellOrder, Paged<PresellOrder> & { server_time: number }>((p) => uc.presellOrders(p, PAGE_SIZE), [uc]);
  return (
    <section css={panelCss} data-testid="uc-presell-page">
      <h1>{t('presell.title')}</h1>
      {error && <ErrorBox message={error} onRetry={() => void reload()} />}
      {data && data.list.length === 0 && <Empty text={t('presell.empty')} />}
      {data?.list.map((o) => (
        <div key={o.order_id} css={cardCss} data-testid="presell-order">
          <header>
            <span>{formatChinaTime(o.created_at)}</span>
            <span>{t('orders.orderSn', { sn: o.order_sn })}</span>
            <span data-authored>{o.mer_name}</span>
            <b>{presellState(t, o)}</b>
          </header>
          {o.goods.map((g, i) => (
            <div className="line" key={i}>
              <img src={g.image} alt={g.title} />
              <div style={{ flex: 1 }} data-authored>
                {g.title}
                <div className="muted">{g.sku}</div>
              </div>
              <span>×{g.product_num}</span>
            </div>
          ))}
          <FinalPayment o={o} serverNow={data.server_time * 1000} onChange={() => void reload()} />
        </div>
      ))}
      {data && <Pager page={page} total={data.count} size={PAGE_SIZE} onPage={goTo} />}
    </section>
  );
}
