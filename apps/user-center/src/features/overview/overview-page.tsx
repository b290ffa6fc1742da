import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { Link } from 'react-router';
import { useApi, useMallState } from '@mall/app-kit';
import { payApi, shopsApi, type GoodsCard, type OrderCounts, type UserInfo } from '@mall/api-client';
import { Avatar, formatYuan, Price, theme } from '@mall/ui';
import { useUcApi } from '../../shared/use-uc-api';
import { panelCss } from '../../shared/page-styles';
import { useTranslation } from 'react-i18next';

const overviewCss = css`
  .card {
    display: flex;
    align-items: center;
    gap: 20px;
    padding: 8px 0 24px;
    border-bottom: 1px solid ${theme.border};
  }
  .name {
    font-size: 20px;
    font-weight: bold;
  }
  .badge {
    margin-left: 8px;
    padding: 1px 8px;
    border-radius: 9px;
    background: linear-gradient(90deg, #3b3b3b, #141414);
    color: #f5d38a;
    font-size: 12px;
    vertical-align: middle;
  }
  .account {
    margin-top: 8px;
    color: ${theme.muted};
  }
  .assets,
  .orders {
    display: flex;
    padding: 20px 0;
    border-bottom: 1px solid ${theme.border};
  }
  .assets a,
  .orders a {
    flex: 1;
    text-align: center;
    color: ${theme.text};
    text-decoration: none;
  }
  .assets b {
    display: block;
    font-size: 22px;
    color: ${theme.priceText};
    margin-bottom: 6px;
  }
  .orders b {
    display: block;
    font-size: 20px;
    margin-bottom: 6px;
  }
  h2 {
    font-size: 16px;
    margin: 24px 0 12px;
  }
  .goods {
    display: grid;
    grid-template-columns: repeat(5, 1fr);
    gap: 14px;
  }
  .goods a {
    color: ${theme.text};
    text-decoration: none;
    font-size: 13px;
  }
  .goods img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    background: ${theme.background};
  }
  .goods p {
    margin: 6px 0 4px;
    height: 36px;
    overflow: hidden;
  }
`;

const ORDER_LINKS: { label: 'unpaid' | 's0' | 's1' | 's2' | 'afterSales'; status: string; count: (c: OrderCounts) => number }[] = [
  { label: 'unpaid', status: 'unpaid', count: (c) => c.noPay },
  { label: 's0', status: '0', count: (c) => c.noPostage },
  { label: 's1', status: '1', count: (c) => c.noDeliver },
  { label: 's2', status: '2', count: (c) => c.noComment },
  { label: 'afterSales', status: 'refund', count: (c) => c.refund },
];

/** /user: who the shopper is, what they hold, their orders by status, goods for them. */
export function OverviewPage() {
  const api = useApi();
  const uc = useUcApi();
  const storeUser = useMallState((s) => s.users);
  const { t } = useTranslation();
  const [user, setUser] = useState<UserInfo | null>(null);
  const [counts, setCounts] = useState<OrderCounts | null>(null);
  const [coupons, setCoupons] = useState<number | null>(null);
  const [goods, setGoods] = useState<GoodsCard[]>([]);

  useEffect(() => {
    uc.user().then(setUser, () => undefined);
    payApi(api).counts().then(setCounts, () => undefined);
    uc.coupons(0, 1, 1).then((c) => setCoupons(c.counts.unused), () => undefined);
    shopsApi(api)
      .recommend(1, 10)
      .then((r) => setGoods(r.list), () => setGoods([]));
  }, [api, uc]);

  const shown = user ? { ...user, nickname: storeUser?.nickname ?? user.nickname, avatar: storeUser?.avatar ?? user.avatar } : null;
  return (
    <section css={[panelCss, overviewCss]} data-testid="uc-overview">
      <h1>{t('overview.title')}</h1>
      {shown && (
        <>
          <div className="card">
            <Avatar src={shown.avatar} size={88} alt={t('common.avatar')} />
            <div>
              <div className="name" data-testid="uc-nickname">
                <span data-authored>{shown.nickname}</span>
                {shown.is_open_member && Boolean(shown.is_money_level) && <span className="badge">{t('overview.svip')}</span>}
              </div>
              <div className="account">
                {t('overview.account', { account: shown.phone || shown.account })}
                <Link to="/user/user_info" style={{ marginLeft: 16, color: theme.goldText, textDecoration: 'underline' }}>
                  {t('overview.editProfile')}
                </Link>
              </div>
            </div>
          </div>
          <div className="assets">
            <Link to="/user/balance" data-testid="uc-balance">
              <b>{formatYuan(shown.now_money)}</b>{t('overview.balance')}
            </Link>
            <Link to="/user/integral" data-testid="uc-points">
              <b>{shown.integral}</b>{t('overview.points')}
            </Link>
            <Link to="/user/my_coupon" data-testid="uc-coupons">
              <b>{coupons ?? '-'}</b>{t('overview.coupons')}
            </Link>
          </div>
        </>
      )}
      <div className="orders" data-testid="uc-order-counts">
        {ORDER_LINKS.map((o) => (
          <Link key={o.status} to={o.status === 'refund' ? '/user/refund_list' : `/user/order_list?type=1&status=${o.status}`}>
            <b>{counts ? o.count(counts) : '-'}</b>
            {t(`orderStatus.${o.label}`)}
          </Link>
        ))}
      </div>
      {goods.length > 0 && (
        <>
          <h2>{t('overview.recommend')}</h2>
          <div className="goods">
            {goods.map((g) => (
              <a key={g.product_id} href={`/goods_detail/${g.product_id}`}>
                <img src={g.image} alt={g.store_name}/>
                <p data-authored>{g.store_name}</p>
                <Price fen={g.price} size={14} />
              </a>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
