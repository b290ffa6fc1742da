/**
 * Epoch seconds, as the activity pages (seckill, group buy, bargain, presell) answer their times
 * and `server_time`: an instant (a Date or epoch milliseconds) rounded down to the second; a
 * missing time (null, e.g. a presell without a final-payment window) is 0.
 */
export const epochSeconds = (t: Date | number | null): number =>
  t === null ? 0 : Math.floor((typeof t === 'number' ? t : t.getTime()) / 1000);
