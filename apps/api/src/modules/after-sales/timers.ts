/**
 * After-sales timers, in seconds, from the config (config.ts: ORDER_TAKE_SECONDS, AFTER_SALES_SECONDS,
 * REFUND_AGREE_SECONDS), so tests and operators can shorten them. Each job works from timestamps
 * in the database: a restart loses nothing.
 */
import { timers } from '../../lib/timers';

/** Shipped orders are received automatically this long after shipping (15 days). */
export const orderTakeSeconds = () => timers().orderTakeSeconds;
/** Refunds can be asked for until this long after receipt (15 days). */
export const afterSalesSeconds = () => timers().afterSalesSeconds;
/** The merchant agrees to a refund they left unanswered this long (7 days). */
export const refundAgreeSeconds = () => timers().refundAgreeSeconds;

export const addSeconds = (time: Date | null, s: number) => (time ? new Date(time.getTime() + s * 1000) : null);
