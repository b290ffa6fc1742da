import type { MallUser } from '@mall/shared-state';

/** The six panels of the login dialog (spec §2). */
export type Panel = 'quick' | 'account' | 'wechat' | 'forgot' | 'register' | 'app';

export const PANEL_TITLES: Record<Panel, string> = {
  quick: '快捷登录',
  account: '账号登录',
  wechat: '微信扫码登录',
  forgot: '忘记密码',
  register: '用户注册',
  app: 'APP扫码登录',
};

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
