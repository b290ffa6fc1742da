/** Cross-app events: a remote announces, any other app listens, without importing each other. */
/** route:loading / route:ready / route:failed: an app loads data for a navigation (drives the loading bar). */
export type MallEventName = 'cart:changed' | 'user:changed' | 'route:loading' | 'route:ready' | 'route:failed';

const target: EventTarget | null = typeof window === 'undefined' ? null : window;

export function emitMallEvent(name: MallEventName, detail?: unknown): void {
  target?.dispatchEvent(new CustomEvent(`mall:${name}`, { detail }));
}

export function onMallEvent(name: MallEventName, handler: (detail: unknown) => void): () => void {
  if (!target) return () => {};
  const listener = (e: Event) => handler((e as CustomEvent).detail);
  target.addEventListener(`mall:${name}`, listener);
  return () => target.removeEventListener(`mall:${name}`, listener);
}
