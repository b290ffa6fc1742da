import { css } from '@emotion/react';
import type { PresellOrder } from '@mall/api-client';
import { ErrorBox, formatChinaTime, Pager, Price, theme } from '@mall/ui';
import { Empty } from '../../shared/empty';
import { panelCss } from '../../shared/page-styles';
import { usePagedList } from '../../shared/use-paged';
import { useUcApi } from '../../shared/use-uc-api';

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
    color: ${theme.priceRed};
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
`;

/** Deposit and final-payment state of a presell order. */
function presellState(o: PresellOrder): string {
  if (o.status === 10) return '定金已付，待付尾款';
  if (o.status === 11) return '尾款超时，已关闭';
  if (!o.paid) return '待付款';
  return ['待发货', '待收货', '待评价', '已完成'][o.status] ?? '已退款';
}

/** /user/presell_order: presell orders the API has (final payment comes with the presell feature). */
export function PresellPage() {
  const uc = useUcApi();
  const { data, error, page, goTo, reload } = usePagedList<PresellOrder>((p) => uc.presellOrders(p, PAGE_SIZE), [uc]);
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
          <div className="line" style={{ justifyContent: 'flex-end' }}>
            {o.status === 10 ? '已付定金' : '实付'}：<Price fen={o.pay_price} />
          </div>
        </div>
      ))}
      {data && <Pager page={page} total={data.count} size={PAGE_SIZE} onPage={goTo} />}
    </section>
  );
}
