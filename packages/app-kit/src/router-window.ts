/**
 * single-spa answers every pushState/replaceState with a synthetic popstate event (so other apps
 * see the new URL). A data router that made that pushState itself would take the event for a
 * second navigation and run its loaders twice. This window for `createBrowserRouter({ window })`
 * drops the synthetic events for the URL the router is navigating to (or already at); real
 * back/forward and navigations made by others (the shell's search box, links in the chrome)
 * still reach it.
 */
export function singleSpaRouterWindow(
  routerTarget: () => { pathname: string; search: string; hash: string } | null,
): Window {
  const wrapped = new WeakMap<EventListenerOrEventListenerObject, EventListener>();
  const isOwnEcho = (event: Event) => {
    if (!(event as Event & { singleSpa?: boolean }).singleSpa) return false;
    const target = routerTarget();
    const { pathname, search, hash } = window.location;
    return Boolean(target && target.pathname === pathname && target.search === search && target.hash === hash);
  };
  const addEventListener = (
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: AddEventListenerOptions | boolean,
  ) => {
    if (type !== 'popstate') return window.addEventListener(type, listener, options);
    const filtered: EventListener = (event) => {
      if (isOwnEcho(event)) return;
      if (typeof listener === 'function') listener(event);
      else listener.handleEvent(event);
    };
    wrapped.set(listener, filtered);
    window.addEventListener(type, filtered, options);
  };
  const removeEventListener = (
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: EventListenerOptions | boolean,
  ) => {
    window.removeEventListener(type, (type === 'popstate' && wrapped.get(listener)) || listener, options);
  };
  return new Proxy(window, {
    get(target, prop) {
      if (prop === 'addEventListener') return addEventListener;
      if (prop === 'removeEventListener') return removeEventListener;
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
