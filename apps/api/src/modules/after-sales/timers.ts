/**
 * After-sales timers, in seconds, read from the environment on every use (like
 * ORDER_CLOSE_SECONDS), so tests and operators can shorten them. Each job works from timestamps
 * in the database: a restart loses nothing.
 */
const DAY = 86_400;

function seconds(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Shipped orders are received automatically this long after shipping (ORDER_TAKE_SECONDS, 15 days). */
export const orderTakeSeconds = () => seconds('ORDER_TAKE_SECONDS', 15 * DAY);
/** Refunds can be asked for until this long after receipt (AFTER_SALES_SECONDS, 15 days). */
export const afterSalesSeconds = () => seconds('AFTER_SALES_SECONDS', 15 * DAY);
/** The merchant agrees to a refund they left unanswered this long (REFUND_AGREE_SECONDS, 7 days). */
export const refundAgreeSeconds = () => seconds('REFUND_AGREE_SECONDS', 7 * DAY);

export const addSeconds = (time: Date | null, s: number) => (time ? new Date(time.getTime() + s * 1000) : null);
