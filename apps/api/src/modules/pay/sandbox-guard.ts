/**
 * Who may use the sandbox gateway. Its cashier page confirms a payment without any money, so:
 * a confirm needs the session of the shopper who owns the order, and a production API
 * (NODE_ENV=production) refuses to start while QR payment is switched on (only the sandbox
 * serves it) unless the operator allows it (PAY_SANDBOX=allow: the demo mall of `npm start`).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeGroupOrder, storePresellOrder, svipOrder } from '../../db/schema';
import { readSettings } from '../site/service';
import type { PaymentProvider, ProviderName } from './provider';
import type { Session } from './sandbox';
import { providers } from './service';

/** The shopper who pays a session: the owner of its group order, SVIP order or presell final payment. */
export async function sessionOwner(db: Db, s: Session): Promise<number | null> {
  const tradeNo = s.out_trade_no;
  const [row] = await db
    .select({ uid: storeGroupOrder.uid })
    .from(storeGroupOrder)
    .where(eq(storeGroupOrder.group_order_sn, tradeNo))
    .unionAll(db.select({ uid: svipOrder.uid }).from(svipOrder).where(eq(svipOrder.order_sn, tradeNo)))
    .unionAll(
      db.select({ uid: storePresellOrder.uid }).from(storePresellOrder).where(eq(storePresellOrder.sn, tradeNo)),
    )
    .limit(1);
  return row?.uid ?? null;
}

export const SANDBOX_REFUSED =
  'NODE_ENV=production with QR payment switched on (pay_weixin_open / alipay_open) served by the sandbox gateway, ' +
  'which pays orders without money. Plug a real provider in (src/modules/pay/provider.ts), switch QR payment ' +
  'off, or set PAY_SANDBOX=allow for a demo.';

/** Throws (the API must not start) when production would serve the sandbox without the operator's allowance. */
export async function refuseSandboxInProduction(
  db: Db,
  env: { nodeEnv?: string; paySandbox?: string },
  gateways: Record<ProviderName, PaymentProvider> = providers,
) {
  if (env.nodeEnv !== 'production' || env.paySandbox === 'allow') return;
  const switches = await readSettings(db, ['pay_weixin_open', 'alipay_open']);
  const on = { weixin: switches.pay_weixin_open === 1, alipay: switches.alipay_open === 1 };
  if ((on.weixin && gateways.weixin.sandbox) || (on.alipay && gateways.alipay.sandbox))
    throw new Error(SANDBOX_REFUSED);
}
