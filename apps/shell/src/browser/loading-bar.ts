/** Spec §9: a navigation shorter than the throttle shows no bar; the bar creeps over 5 s. */
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;

const GOLD = '#ecaf17';
const RED = '#e33128';

export interface LoadingBar {
  start(): void;
  done(): void;
  fail(): void;
}

/** The navigation loading bar: starts on a route change, advances while loading, finishes or fails red. */
export function createLoadingBar(): LoadingBar {
  const el = document.createElement('div');
  el.id = 'mall-loading-bar';
  el.setAttribute('role', 'progressbar');
  el.setAttribute('aria-label', '页面加载进度');
  // not announced while invisible
  el.setAttribute('aria-hidden', 'true');
  el.style.cssText = `position:fixed;top:0;left:0;height:3px;width:0;z-index:2000;opacity:0;background:${GOLD};pointer-events:none`;
  document.body.append(el);

  let pending = 0;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let visible = false;

  const hide = (after: number) => {
    hideTimer = setTimeout(() => {
      visible = false;
      el.style.transition = 'none';
      el.style.opacity = '0';
      el.style.width = '0';
      el.style.background = GOLD;
      delete el.dataset.state;
      el.setAttribute('aria-hidden', 'true');
    }, after);
  };

  const show = () => {
    clearTimeout(hideTimer);
    visible = true;
    el.dataset.state = 'loading';
    el.removeAttribute('aria-hidden');
    el.style.transition = 'none';
    el.style.background = GOLD;
    el.style.width = '0';
    el.style.opacity = '1';
    void el.offsetWidth; // restart the transition from 0
    el.style.transition = `width ${LOADING_BAR_DURATION_MS}ms ease-out`;
    el.style.width = '90%';
  };

  const settle = (state: 'done' | 'failed') => {
    clearTimeout(showTimer);
    showTimer = undefined;
    if (!visible) return;
    el.dataset.state = state;
    el.style.transition = 'width 200ms ease-out';
    el.style.width = '100%';
    if (state === 'failed') el.style.background = RED;
    hide(state === 'failed' ? 1000 : 300);
  };

  return {
    start() {
      pending += 1;
      if (pending === 1 && !visible) showTimer = setTimeout(show, LOADING_BAR_THROTTLE_MS);
    },
    done() {
      pending = Math.max(0, pending - 1);
      if (pending === 0) settle('done');
    },
    fail() {
      pending = 0;
      if (!visible) show();
      settle('failed');
    },
  };
}
