import { GLOBAL_CSS } from './document';

/** What a shopper is told when the mall sheds load (HTTP 503). */
export const BUSY_MESSAGE = '系统繁忙，请稍后再试';

/** Seconds a shed request is asked to wait before trying again (`Retry-After`). */
export const RETRY_AFTER_S = 5;

/** The busy page: static, so that answering it costs an overloaded server nothing. */
export const BUSY_PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>系统繁忙</title><style>${GLOBAL_CSS}</style></head><body><div role="alert" data-testid="busy-page" style="width:480px;margin:120px auto;padding:40px;background:#fff;text-align:center"><h2 style="margin:0 0 12px">${BUSY_MESSAGE}</h2><p style="color:#999">访问的人太多了，请稍等几秒后刷新页面</p><a href="" role="button" style="display:inline-block;margin-top:16px;padding:8px 32px;background:#e93323;color:#fff">重试</a> <a href="/" style="margin-left:16px;color:#e93323">返回首页</a></div></body></html>`;

/** The API's envelope for a shed or failed /api call. */
export const BUSY_ENVELOPE = { status: 503, message: BUSY_MESSAGE, data: null };

/** A request that waited too long for the server (its render queue) and was shed. */
export class BusyError extends Error {
  constructor() {
    super(BUSY_MESSAGE);
    this.name = 'BusyError';
  }
}
