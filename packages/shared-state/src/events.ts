/**
 * Cross-app events: an app announces, another listens, without importing each other. Each name
 * carries the app that owns what changed; the map fixes its payload, so a wrong one fails tsc.
 * State that lives in the store (the user, the token) is read from the store, not announced.
 */
export interface MallEventMap {
  /** The cart changed (checkout's cart, also filled from catalog and user-center): the shell's badge refetches. */
  'checkout:cart-changed': undefined;
  /** An app loads data for a navigation: the shell's loading bar runs until `shell:route-ready`. */
  'shell:route-loading': undefined;
  'shell:route-ready': undefined;
}

export type MallEventName = keyof MallEventMap;

/** The payload argument of an event: none for an event without payload. */
export type MallEventArgs<K extends MallEventName> = MallEventMap[K] extends undefined ? [] : [detail: MallEventMap[K]];

/** Every event name; a remote built against another contract may send names this one lacks. */
export const MALL_EVENT_NAMES: readonly MallEventName[] = ['checkout:cart-changed', 'shell:route-loading', 'shell:route-ready'];

const pageTarget = (): EventTarget | null => (typeof window === 'undefined' ? null : window);

function assertKnown(name: string): void {
  if (!(MALL_EVENT_NAMES as readonly string[]).includes(name)) throw new Error(`unknown mall event: ${name}`);
}

export function emitMallEvent<K extends MallEventName>(name: K, ...detail: MallEventArgs<K>): void {
  assertKnown(name);
  pageTarget()?.dispatchEvent(new CustomEvent(`mall:${name}`, { detail: detail[0] }));
}

export function onMallEvent<K extends MallEventName>(name: K, handler: (detail: MallEventMap[K]) => void): () => void {
  assertKnown(name);
  const target = pageTarget();
  if (!target) return () => {};
  const listener = (e: Event) => handler((e as CustomEvent<MallEventMap[K]>).detail);
  target.addEventListener(`mall:${name}`, listener);
  return () => target.removeEventListener(`mall:${name}`, listener);
}
