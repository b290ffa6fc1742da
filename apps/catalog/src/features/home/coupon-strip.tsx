/**
 * The home page's coupon strip (领券): a slot filled by the coupon work. Renders nothing until then.
 */
export function CouponStrip() {
  return null;
}
