import { useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import type { PayAnswer, PayType, SvipPlans, UserInfo } from '@mall/api-client';
import { ErrorBox, formatChinaTime, formatYuan, Modal, theme, useToast } from '@mall/ui';
import { panelCss } from '../../shared/page-styles';
import { useUcApi } from '../../shared/use-uc-api';
import { useMemberApi, useRefreshUser } from './use-member-api';

type Member = UserInfo & { svip_expires_at?: string | null };
type QrAnswer = Extract<PayAnswer, { status: 'qr' }>;

const PAY_METHODS: { type: PayType; name: string }[] = [
  { type: 'balance', name: '余额支付' },
  { type: 'weixinQr', name: '微信支付' },
  { type: 'alipayQr', name: '支付宝支付' },
];

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

const isActive = (u: Member | null) => Boolean(u?.is_open_member && u.is_money_level);

/** /user/vip: membership state, benefits, plans, and buying one by balance or QR (paid through the pay service). */
export function VipPage() {
  const member = useMemberApi();
  const uc = useUcApi();
  const refreshUser = useRefreshUser();
  const toast = useToast();
  const [plans, setPlans] = useState<SvipPlans | null>(null);
  const [user, setUser] = useState<Member | null>(null);
  const [planId, setPlanId] = useState(0);
  const [payType, setPayType] = useState<PayType>('balance');
  const [qr, setQr] = useState<{ orderId: number; answer: QrAnswer } | null>(null);
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
    toast.success('开通成功，尊享SVIP会员权益');
  };

  // while a QR is shown, ask every 2 s whether it was paid
  useEffect(() => {
    if (!qr) return;
    done.current = false;
    const timer = setInterval(() => {
      member.svipStatus(qr.orderId).then((s) => {
        if (s.paid && !done.current) {
          done.current = true;
          void paid();
        }
      }, () => undefined);
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
      <h1>SVIP会员</h1>
      <div css={stateCss} data-testid="vip-state">
        <span className="badge">SVIP</span>
        {active && user?.svip_expires_at ? (
          <span>SVIP会员有效期至 {formatChinaTime(user.svip_expires_at).slice(0, 10)}</span>
        ) : (
          <span>您还不是SVIP会员，开通即享会员专属价</span>
        )}
        {plans?.svip_switch_status === 0 && <span className="muted">（会员功能暂未开放）</span>}
      </div>
      {plans && (
        <ul css={benefitsCss}>
          <li>
            <strong>会员专享价</strong>全场商品{plans.svip_discount / 10}折，下单自动优惠
          </li>
          <li>
            <strong>开通送积分</strong>每次开通或续费赠送{plans.join_integral}积分
          </li>
          <li>
            <strong>专享优惠券</strong>
            {plans.join_coupons.length > 0 ? plans.join_coupons.map((c) => c.title).join('、') : '敬请期待'}
          </li>
        </ul>
      )}
      <h2>{active ? '续费会员' : '选择套餐'}</h2>
      <div css={planCss} data-testid="vip-plans">
        {plans?.plans.map((p) => (
          <button key={p.id} type="button" aria-pressed={p.id === planId} onClick={() => setPlanId(p.id)}>
            {p.title}
            <b>¥{formatYuan(p.price)}</b>
            <s>¥{formatYuan(p.ot_price)}</s> · {p.days}天
          </button>
        ))}
      </div>
      <div css={payCss}>
        {PAY_METHODS.map((m) => (
          <button key={m.type} type="button" className="method" aria-pressed={m.type === payType} onClick={() => setPayType(m.type)}>
            {m.name}
          </button>
        ))}
        <button
          type="button"
          className="buy"
          data-testid="vip-buy"
          disabled={!plan || busy || plans?.svip_switch_status !== 1}
          onClick={() => void buy()}
        >
          {plan ? `¥${formatYuan(plan.price)} ${active ? '立即续费' : '立即开通'}` : '立即开通'}
        </button>
      </div>
      {qr && (
        <Modal title={payType === 'alipayQr' ? '支付宝支付' : '微信支付'} width={380} onClose={() => setQr(null)} testId="vip-qr">
          <div css={qrCss}>
            <img src={qr.answer.qrcode} alt="支付二维码" data-code-url={qr.answer.code_url} />
            <p>请扫码支付 ¥{formatYuan(qr.answer.pay_price)}，支付完成后自动开通</p>
          </div>
        </Modal>
      )}
    </section>
  );
}
