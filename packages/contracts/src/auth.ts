/** What the logins answer: a shopper's (password, SMS code, QR code) and a merchant staff member's; the new QR codes. */
import { z } from 'zod';
import { userInfo } from './user';

/**
 * POST /api/auth/login, /api/auth/smslogin, and a QR check once the phone confirmed
 * (/api/pc/login/scan/check, /api/auth/scan_check): a new session (7 days) and the user.
 */
export const loginAnswer = z.object({
  /** send it as X-Token */
  token: z.string(),
  /** epoch seconds */
  expires_time: z.number().int(),
  user: userInfo,
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

/**
 * GET /api/pc/login/scan: a new QR login key (10 minutes) and its picture, `qrcode` (a PNG data
 * URL of the site's confirm page for the key); check it with POST /api/pc/login/scan/check.
 */
export const qrLoginPcCode = z.object({ key: z.string(), qrcode: z.string() });
export type QrLoginPcCode = z.infer<typeof qrLoginPcCode>;

/** GET /api/auth/scan_qrcode: the same for the mall's app, the picture as `info.dir`; checked with POST /api/auth/scan_check. */
export const qrLoginAppCode = z.object({ key: z.string(), info: z.object({ dir: z.string() }) });
export type QrLoginAppCode = z.infer<typeof qrLoginAppCode>;

/**
 * A QR check while the key waits (status 201): 'new' (not scanned), 'scanned' (not confirmed yet),
 * 'confirmed' (the next check logs in).
 */
export const qrLoginWaiting = z.object({ state: z.enum(['new', 'scanned', 'confirmed']) });
export type QrLoginWaiting = z.infer<typeof qrLoginWaiting>;

/** POST /api/merchant/login: a staff session (12 hours; separate accounts and tokens, sent as X-Token). */
export const merchantLogin = z.object({
  token: z.string(),
  /** epoch seconds */
  expires_time: z.number().int(),
  staff: z.object({
    id: z.number().int(),
    account: z.string(),
    real_name: z.string(),
    mer_id: z.number().int(),
    mer_name: z.string(),
  }),
});
export type MerchantLogin = z.infer<typeof merchantLogin>;
