import type { AreaCode, LoginAnswer } from '@mall/api-client';

/** An entry of GET /api/area/code, and what every login call answers (password, SMS, both QR checks): @mall/contracts'. */
export type { AreaCode, LoginAnswer } from '@mall/api-client';

/** The six panels of the login dialog (spec §2). */
export type Panel = 'quick' | 'account' | 'wechat' | 'forgot' | 'register' | 'app';

/** Default area (spec §9): China, id 19, code 86. */
export const DEFAULT_AREA: AreaCode = { id: 19, state: '中国', area_code: '86' };

/** What a panel reports when the shopper logged in. */
export type LoggedIn = (answer: LoginAnswer) => Promise<void>;
