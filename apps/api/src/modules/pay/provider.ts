/**
 * Payment providers (gateways). A provider makes a code URL (the QR) for a group order and
 * verifies the notifications it sends to `/api/notice/<provider>`. The only provider built in
 * is the local sandbox gateway (./sandbox.ts), serving both WeChat and Alipay QR payments; a
 * real gateway implements the same interface.
 */
import type { Db } from '../../db/client';
import type { PayType } from '../../db/schema';

export const PROVIDERS = ['weixin', 'alipay'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

export const providerOf: Partial<Record<PayType, ProviderName>> = { weixinQr: 'weixin', alipayQr: 'alipay' };
export const payTypeOf: Record<ProviderName, PayType> = { weixin: 'weixinQr', alipay: 'alipayQr' };

export interface QrPayment {
  /** what the QR encodes: the gateway's cashier page */
  code_url: string;
  expires_in: number;
}

/** A notification whose signature checked out. Amount in fen. */
export interface VerifiedNotice {
  out_trade_no: string;
  trade_no: string;
  amount: number;
  payload: Record<string, string>;
}

export interface PaymentProvider {
  /** a gateway that pays without money (./sandbox.ts): a production API serves it only when allowed */
  readonly sandbox?: boolean;
  /** `group_order_id` is null for what is not a group order (an SVIP order): out_trade_no tells */
  createQr(
    db: Db,
    order: { group_order_id: number | null; out_trade_no: string; pay_price: number },
    origin: string,
  ): Promise<QrPayment>;
  /** null when the signature (or anything else the gateway vouches for) is wrong */
  verify(db: Db, payload: Record<string, string>): Promise<VerifiedNotice | null>;
  /**
   * Pays `amount` back of the payment of `out_trade_no`. Idempotent per `out_refund_no`: a
   * repeated call answers the first refund and pays nothing more.
   */
  refund(db: Db, req: GatewayRefund): Promise<{ refund_no: string }>;
}

export interface GatewayRefund {
  out_trade_no: string;
  out_refund_no: string;
  amount: number;
}
