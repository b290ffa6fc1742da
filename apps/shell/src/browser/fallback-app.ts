import { containerId } from '@mall/shared-state';

const RELOAD_GUARD_KEY = 'mall:chunk-reload-at';
const RELOAD_GUARD_MS = 60_000;

/** A failed chunk or remote entry reloads the page, at most once per minute (spec §4). */
export function reloadOnceForChunkFailure(): boolean {
  try {
    const last = Number(localStorage.getItem(RELOAD_GUARD_KEY) ?? 0);
    if (Date.now() - last < RELOAD_GUARD_MS) return false;
    localStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** Lifecycles that show an inline error box with a retry button instead of the app. */
export function errorBoxApp(app: string, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  return {
    bootstrap: async () => {},
    mount: async () => {
      const el = document.getElementById(containerId(app));
      if (!el) return;
      el.innerHTML = '';
      const box = document.createElement('div');
      box.setAttribute('role', 'alert');
      box.dataset.testid = 'error-box';
      box.style.cssText = 'margin:40px auto;width:480px;padding:32px;background:#fff;text-align:center;border:1px solid #efefef';
      const title = document.createElement('h3');
      title.textContent = '加载失败';
      const detail = document.createElement('p');
      detail.style.color = '#707070';
      detail.textContent = '该区域暂时无法显示，请稍后重试';
      detail.title = message;
      const retry = document.createElement('button');
      retry.type = 'button';
      retry.textContent = '重试';
      retry.style.cssText = 'background:#ecaf17;color:#282828;border:0;padding:8px 28px;cursor:pointer';
      retry.addEventListener('click', () => window.location.reload());
      box.append(title, detail, retry);
      el.append(box);
    },
    unmount: async () => {
      const el = document.getElementById(containerId(app));
      if (el) el.innerHTML = '';
    },
  };
}
