import type { MallUser } from '@mall/shared-state';

/** The six panels of the login dialog (spec §2). */
export type Panel = 'quick' | 'account' | 'wechat' | 'forgot' | 'register' | 'app';

/** Entry of GET /api/area/code. */
export interface AreaCode {
  id: number;
  state: string;
  area_code: string;
}

/** Default area (spec §9): China, id 19, code 86. */
export const DEFAULT_AREA: AreaCode = { id: 19, state: '中国', area_code: '86' };

/** What every login call answers (password, SMS, both QR checks). */
export interface LoginAnswer {
  token: string;
  user?: MallUser | null;
  expires_time?: number | string;
}

/** What a panel reports when the shopper logged in. */
export type LoggedIn = (answer: LoginAnswer) => Promise<void>;
