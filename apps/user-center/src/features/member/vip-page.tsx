import { useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import type { PayQrAnswer, PayType, SvipPlans, UserInfo } from '@mall/api-client';
import { ErrorBox, formatChinaTime, formatYuan, Modal, theme, useToast } from '@mall/ui';
import { panelCss } from '../../shared/page-styles';
import { useUcApi } from '../../shared/use-uc-api';
import { useMemberApi, useRefreshUser } from './use-member-api';
import { useTranslation } from 'react-i18next';

const PAY_METHODS = ['balance', 'weixinQr', 'alipayQr'] as const satisfies readonly PayType[];

const stateCss = css`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 22px 28px;
  margin-bottom: 20px;
  color: #f5dfb0;
  background: linear-gradient(90deg, #2c2c34, #4a4350);
  .badge {
    padding: 2px 10px;
    border-radius: 10px;
    background: linear-gradient(90deg, #f6d8a0, #e0b46c);
    color: #5a3b0c;
    font-weight: bold;
  }
  .muted {
    color: #bbb;
  }
`;

const planCss = css`
  display: flex;
  gap: 16px;
  margin: 12px 0 20px;
  button {
    flex: 1;
    padding: 18px 0;
    border: 1px solid ${theme.border};
    background: #fff;
    cursor: pointer;
    color: ${theme.text};
    font-size: 15px;
  }
  button[aria-pressed='true'] {
    border: 2px solid ${theme.gold};
    background: #fffaf0;
  }
  b {
    display: block;
    margin: 8px 0 4px;
    font-size: 24px;
    color: ${theme.priceText};
  }
  s {
    color: ${theme.muted};
    font-size: 12px;
  }
`;

const benefitsCss = css`
  display: flex;
  gap: 16px;
  padding: 0;
  margin: 0 0 20px;
  li {
    flex: 1;
    list-style: none;
    padding: 14px;
    background: ${theme.background};
    color: #666;
    font-size: 13px;
  }
  li strong {
    display: block;
    color: ${theme.text};
    font-size: 15px;
    margin-bottom: 4px;
  }
`;

const payCss = css`
  display: flex;
  align-items: center;
  gap: 12px;
  .method {
    padding: 8px 16px;
    border: 1px solid ${theme.border};
    background: #fff;
    cursor: pointer;
  }
  .method[aria-pressed='true'] {
    border-color: ${theme.gold};
    color: ${theme.goldText};
  }
  .buy {
    margin-left: auto;
    padding: 10px 36px;
    border: 0;
    background: linear-gradient(90deg, #e0b46c, #c8963e);
    color: #fff;
    font-size: 16px;
    cursor: pointer;
  }
  .buy:disabled {
    opacity: 0.6;
  }
`;

const qrCss = css`
  text-align: center;
  img {
    width: 220px;
    height: 220px;
  }
  p {
    color: ${theme.muted};
  }
`;

const isActive = (u: UserInfo | null) => Boolean(u?.is_open_member && u.is_money_level);

/** /user/vip: membership state, benefits, plans, and buying one by balance or QR (paid through the pay service). */
export function VipPage() {
  const member = useMemberApi();
  const uc = useUcApi();
  const refreshUser = useRefreshUser();
  const toast = useToast();
  const { t } = useTranslation();
  const [plans, setPlans] = useState<SvipPlans | null>(null);
  const [user, setUser] = useState<UserInfo | null>(null);
  const [planId, setPlanId] = useState(0);
  const [payType, setPayType] = useState<PayType>('balance');
  const [qr, setQr] = useState<{ orderId: number; answer: PayQrAnswer } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const done = useRef(false);

  useEffect(() => {
    member.svipPlans().then(
      (p) => {
        setPlans(p);
        setPlanId(p.plans[0]?.id ?? 0);
      },
      (e: Error) => setError(e.message),
    );
    uc.user().then(setUser, () => undefined);
  }, [member, uc]);

  const paid = async () => {
    setQr(null);
    setUser(await refreshUser());
    toast.success(t('vip.opened'));
  };

  // while a QR is shown, ask every 2 s whether it was paid
  useEffect(() => {
    if (!qr) return;
    done.current = false;
    const timer = setInterval(() => {
      member.svipStatus(qr.orderId).then(
        (s) => {
          if (s.paid && !done.current) {
            done.current = true;
            void paid();
          }
        },
        () => undefined,
      );
    }, 2000);
    return () => clearInterval(timer);
  }, [qr, member]); // eslint-disable-line react-hooks/exhaustive-deps

  const buy = async () => {
    setBusy(true);
    try {
      const order = await member.svipOrder(planId);
      const answer = await member.svipPay(order.order_id, payType);
      if (answer.status === 'success') await paid();
      else setQr({ orderId: order.order_id, answer });
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  if (error) return <ErrorBox message={error} onRetry={() => window.location.reload()} />;
  const active = isActive(user);
  const plan = plans?.plans.find((p) => p.id === planId);
  return (
    <section css={panelCss} data-testid="uc-vip-page">
      <h1>{t('vip.title')}</h1>
      <div css={stateCss} data-testid="vip-state">
        <span className="badge">SVIP</span>
        {active && user?.svip_expires_at ? (
          <span>{t('vip.until', { day: formatChinaTime(user.svip_expires_at).slice(0, 10) })}</span>
        ) : (
          <span>{t('vip.notYet')}</span>
        )}
        {plans?.svip_switch_status === 0 && <span className="muted">{t('vip.closed')}</span>}
      </div>
      {plans && (
        <ul css={benefitsCss}>
          <li>
            <strong>{t('vip.price')}</strong>
            {t('vip.priceText', { rate: plans.svip_discount / 10 })}
          </li>
          <li>
            <strong>{t('vip.points')}</strong>
            {t('vip.pointsText', { points: plans.join_integral })}
          </li>
          <li>
            <strong>{t('vip.coupons')}</strong>
            {plans.join_coupons.length > 0 ? (
              <span data-authored>{plans.join_coupons.map((c) => c.title).join(t('orders.shopSeparator'))}</span>
            ) : (
              t('vip.couponsSoon')
            )}
          </li>
        </ul>
      )}
      <h2>{t(active ? 'vip.renew' : 'vip.choose')}</h2>
      <div css={planCss} data-testid="vip-plans">
        {plans?.plans.map((p) => (
          <button key={p.id} type="button" aria-pressed={p.id === planId} onClick={() => setPlanId(p.id)}>
            <span data-authored>{p.title}</span>
            <b>¥{formatYuan(p.price)}</b>
            <s>¥{formatYuan(p.ot_price)}</s> · {t('vip.days', { days: p.days })}
          </button>
        ))}
      </div>
      <div css={payCss}>
        {PAY_METHODS.map((m) => (
          <button key={m} type="button" className="method" aria-pressed={m === payType} onClick={() => setPayType(m)}>
            {t(`vip.pay.${m}`)}
          </button>
        ))}
        <button
          type="button"
          className="buy"
          data-testid="vip-buy"
          disabled={!plan || busy || plans?.svip_switch_status !== 1}
          onClick={() => void buy()}
        >
          {plan ? `¥${formatYuan(plan.price)} ${t(active ? 'vip.renewNow' : 'vip.openNow')}` : t('vip.openNow')}
        </button>
      </div>
      {qr && (
        <Modal
          title={t(payType === 'alipayQr' ? 'vip.pay.alipayQr' : 'vip.pay.weixinQr')}
          width={380}
          onClose={() => setQr(null)}
          testId="vip-qr"
        >
          <div css={qrCss}>
            <img src={qr.answer.qrcode} alt={t('vip.qrAlt')} data-code-url={qr.answer.code_url} />
            <p>{t('vip.scan', { yuan: formatYuan(qr.answer.pay_price) })}</p>
          </div>
        </Modal>
      )}
    </section>
  );
}
