import { css } from '@emotion/react';
import type { Paged, PresellOrder } from '@mall/api-client';
import { buttonCss, ErrorBox, formatChinaTime, formatYuan, Pager, Price, theme } from '@mall/ui';
import { Empty } from '../../shared/empty';
import { panelCss } from '../../shared/page-styles';
import { usePagedList } from '../../shared/use-paged';
import { useUcApi } from '../../shared/use-uc-api';
import { payHref } from '../orders/order-links';
import { FinalCouponPicker } from './final-coupon-picker';

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
function presellState(o: PresellOrder): string {
  if (o.is_cancel) return '已取消';
  if (!o.paid) return o.presell?.presell_type === 2 ? '待付定金' : '待付款';
  if (o.status === 10) return '定金已付，待付尾款';
  if (o.status === 11) return '尾款超时，已关闭（定金不退）';
  return ['待发货', '待收货', '待评价', '已完成'][o.status] ?? '已退款';
}

const finalWindow = (p: NonNullable<PresellOrder['presell']>) =>
  p.final_start_time && p.final_end_time ? `${formatChinaTime(p.final_start_time)} 至 ${formatChinaTime(p.final_end_time)}` : '';

/** By the server's clock (a shopper's clock may be wrong); the server refuses a final payment outside its window anyway. */
const finalOpen = (p: NonNullable<PresellOrder['presell']>, serverNow: number) =>
  !p.final_start_time || new Date(p.final_start_time).getTime() <= serverNow;

/** 定金 / 尾款 and, while it is due, 去付尾款 (the checkout's payment page pays the final amount). */
function FinalPayment({ o, serverNow, onChange }: { o: PresellOrder; serverNow: number; onChange: () => void }) {
  const p = o.presell;
  if (!p || p.presell_type !== 2) {
    return (
      <div className="line" style={{ justifyContent: 'flex-end' }}>
        实付：<Price fen={o.pay_price} />
      </div>
    );
  }
  return (
    <div className="line final" data-testid="presell-final">
      <span>
        定金 <Price fen={p.deposit_price} />
      </span>
      <span>
        尾款 <Price fen={p.pay_price} />
        {p.coupon_price > 0 && <small>（优惠 ¥{formatYuan(p.coupon_price)}）</small>}
      </span>
      {finalWindow(p) && <span className="muted">尾款支付时间：{finalWindow(p)}</span>}
      {o.status === 10 && !finalOpen(p, serverNow) && <b className="wait">尾款支付未开始</b>}
      {o.status === 10 && finalOpen(p, serverNow) && (
        <>
          <FinalCouponPicker groupOrderId={o.group_order_id} onChange={onChange} />
          <a href={payHref(o.group_order_id)} css={buttonCss} data-primary data-testid="pay-final">
            去付尾款
          </a>
        </>
      )}
    </div>
  );
}

/** /user/presell_order: presell orders with their deposit and final payment; 去付尾款 while it is due. */
export function PresellPage() {
  const uc = useUcApi();
  const { data, error, page, goTo, reload } = usePagedList<PresellOrder, Paged<PresellOrder> & { server_time: number }>((p) => uc.presellOrders(p, PAGE_SIZE), [uc]);
  return (
    <section css={panelCss} data-testid="uc-presell-page">
      <h1>预售订单</h1>
      {error && <ErrorBox message={error} onRetry={() => void reload()} />}
      {data && data.list.length === 0 && <Empty text="暂无预售订单" />}
      {data?.list.map((o) => (
        <div key={o.order_id} css={cardCss} data-testid="presell-order">
          <header>
            <span>{formatChinaTime(o.created_at)}</span>
            <span>订单号：{o.order_sn}</span>
            <span>{o.mer_name}</span>
            <b>{presellState(o)}</b>
          </header>
          {o.goods.map((g, i) => (
            <div className="line" key={i}>
              <img src={g.image} alt={g.title} />
              <div style={{ flex: 1 }}>
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
