/**
 * What a shopper pays through the pay service: a group order (the checkout) or an SVIP order
 * (src/modules/svip/payable.ts); the group orders' kind is in ./service.ts. Each kind finds its rows and marks them paid exactly once; the
 * service does the rest (balance debit and bill, QR through a provider, notifications) the same
 * way for every kind.
 */
import type { Db } from '../../db/client';
import type { PayType } from '../../db/schema';
import type { BillEntry } from './credit';

export interface PayableRow {
  id: number;
  /** the out_trade_no the gateway sees */
  sn: string;
  pay_price: number;
  /** 0 unpaid, 1 paid, -1 closed */
  status: number;
  expired: boolean;
}

export interface PayableKind {
  /** the buyer's own row, or 400 (unknown and someone else's alike) */
  own(db: Db, uid: number, id: number): Promise<PayableRow>;
  byTradeNo(db: Db, outTradeNo: string): Promise<{ id: number; pay_price: number } | null>;
  /** unpaid → paid, once; false when it was not unpaid (or, with `unexpired`, past its deadline) */
  markPaid(tx: Db, id: number, payType: PayType, opts: { unexpired?: boolean }): Promise<boolean>;
  /** what follows a payment, in its transaction (run last: it may lock shared rows) */
  afterPaid(tx: Db, id: number): Promise<void>;
  /** the balance bill of a payment by balance */
  bill(row: PayableRow): BillEntry;
  /** the pay session's group order, if it is one */
  groupOrderId(row: PayableRow): number | null;
}
