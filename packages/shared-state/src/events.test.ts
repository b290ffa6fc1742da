import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitMallEvent, MALL_EVENT_NAMES, onMallEvent, type MallEventMap } from './events';

describe('mall events', () => {
  beforeEach(() => vi.stubGlobal('window', new EventTarget()));
  afterEach(() => vi.unstubAllGlobals());

  it('reaches the listeners of that event only, until they stop listening', () => {
    const heard: string[] = [];
    const off = onMallEvent('checkout:cart-changed', () => heard.push('cart'));
    onMallEvent('shell:route-ready', () => heard.push('ready'));
    emitMallEvent('checkout:cart-changed');
    emitMallEvent('shell:route-ready');
    off();
    emitMallEvent('checkout:cart-changed');
    expect(heard).toEqual(['cart', 'ready']);
  });

  it('refuses a name outside the contract, as a remote built against another one may send', () => {
    const emitUntyped = emitMallEvent as (name: string) => void;
    expect(() => emitUntyped('user:changed')).toThrow('unknown mall event: user:changed');
    expect(() => onMallEvent('cart:changed' as keyof MallEventMap, () => undefined)).toThrow('unknown mall event');
  });

  it('lists every event of the map', () => {
    const all: Record<keyof MallEventMap, true> = {
      'checkout:cart-changed': true,
      'shell:route-loading': true,
      'shell:route-ready': true,
    };
    expect([...MALL_EVENT_NAMES].sort()).toEqual(Object.keys(all).sort());
  });

  it('type-checks names and payloads (tsc fails on these lines without the expect-error)', () => {
    const emitNothing = () => {
      // @ts-expect-error a cart change carries no payload
      emitMallEvent('checkout:cart-changed', { count: 3 });
      // @ts-expect-error user:changed is no longer an event of the contract
      emitMallEvent('user:changed', null);
    };
    expect(typeof emitNothing).toBe('function');
  });

  it('does nothing on the server, where there is no window', () => {
    vi.unstubAllGlobals();
    expect(typeof window).toBe('undefined');
    expect(() => emitMallEvent('shell:route-loading')).not.toThrow();
    expect(onMallEvent('shell:route-loading', () => undefined)).toBeTypeOf('function');
  });
});
