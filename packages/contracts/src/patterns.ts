/**
 * Field patterns with no zod in them, so a browser bundle can check a form by the API's own rules
 * without carrying the schemas.
 */

/** Mainland China mobile numbers, 11 digits. */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
/** A consignee: 2–25 characters of Chinese, Latin letters, the middle dot of transliterated names, spaces. */
export const REAL_NAME = /^[\p{Script=Han}A-Za-z·• ]{2,25}$/u;
/** Tracking numbers: 6–30 letters and digits. */
export const TRACKING_NO = /^[A-Za-z0-9]{6,30}$/;
/** Licence pictures a merchant application may carry (商户入驻). */
export const MAX_LICENCE_IMAGES = 10;
/** A SKU's `product_attr_unique`. */
export const SKU_UNIQUE = /^[A-Za-z0-9]+$/;

/** The message of an expired or unknown checkout key: run order/check again. */
export const CHECKOUT_EXPIRED = '订单操作超时,请刷新页面';
