import { describe, expect, it } from 'vitest';
import { createMallStore, serializableState } from './state';

describe('mall store', () => {
  it('has the spec defaults', () => {
    const s = createMallStore().getState();
    expect(s.headers).toBe(true);
    expect(s.footers).toBe(true);
    expect(s.openService).toBe('0');
    expect(s.login).toBe(false);
  });

  it('keeps the domain ending with a slash', () => {
    const store = createMallStore({ domain: 'https://mall.example.com' });
    expect(store.getState().domain).toBe('https://mall.example.com/');
    store.getState().set({ domain: 'http://a.b' });
    expect(store.getState().domain).toBe('http://a.b/');
  });

  it('opens the login dialog remembering the path', () => {
    const store = createMallStore();
    store.getState().openLogin('/user/collect?x=1');
    expect(store.getState()).toMatchObject({ login: true, returnPath: '/user/collect?x=1' });
  });

  it('opens the login dialog on the panel asked for, quick login otherwise', () => {
    const store = createMallStore();
    store.getState().openLogin(undefined, 'register');
    expect(store.getState()).toMatchObject({ login: true, loginPanel: 'register' });
    store.getState().closeLogin();
    store.getState().openLogin();
    expect(store.getState().loginPanel).toBe('quick');
  });

  it('serialises only data, not actions', () => {
    const json = JSON.parse(JSON.stringify(serializableState(createMallStore({ cartnumber: 3 }).getState())));
    expect(json.cartnumber).toBe(3);
    expect(json.set).toBeUndefined();
  });
});
