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
    expect(createMallStore({ domain: '' }).getState().domain).toBe('/');
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

  it('signs in with token and user, closing the dialog; signs out forgetting them and the cart count', () => {
    const store = createMallStore({ cartnumber: 2 });
    store.getState().openLogin('/cart');
    store.getState().setSessionToken('t1');
    expect(store.getState()).toMatchObject({ token: 't1', users: null, login: true });
    store.getState().signIn('t1', { uid: 7, nickname: '小明', avatar: '' });
    expect(store.getState()).toMatchObject({ token: 't1', login: false, users: { uid: 7 } });
    expect(store.getState().takeReturnPath()).toBe('/cart');
    expect(store.getState().returnPath).toBe('');
    store.getState().signOut();
    expect(store.getState()).toMatchObject({ token: '', users: null, cartnumber: 0 });
  });

  it('merges a profile update over the kept user; a balance needs a signed-in user', () => {
    const store = createMallStore();
    store.getState().setBalance(500);
    expect(store.getState().users).toBeNull();
    store.getState().signIn('t', { uid: 7, nickname: '小明', avatar: 'a.png', now_money: 1000 });
    store.getState().updateProfile({ nickname: '大明' });
    store.getState().setBalance(400);
    expect(store.getState().users).toEqual({ uid: 7, nickname: '大明', avatar: 'a.png', now_money: 400 });
  });

  it('keeps the cart count a whole number, never below zero', () => {
    const store = createMallStore();
    store.getState().setCartNumber(3.7);
    expect(store.getState().cartnumber).toBe(3);
    store.getState().setCartNumber(-2);
    expect(store.getState().cartnumber).toBe(0);
  });

  it('has no generic write: every action is named', () => {
    expect('set' in createMallStore().getState()).toBe(false);
  });

  it('serialises only data, not actions', () => {
    const json = JSON.parse(JSON.stringify(serializableState(createMallStore({ cartnumber: 3 }).getState())));
    expect(json.cartnumber).toBe(3);
    expect(json.set).toBeUndefined();
  });
});
