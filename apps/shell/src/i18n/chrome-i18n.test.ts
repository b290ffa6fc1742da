import { describe, expect, it } from 'vitest';
import { createChromeI18n } from './chrome-i18n';
import { en } from './en';
import { zhCN } from './zh-CN';

describe('chrome texts', () => {
  it('fill in placeholders in the current language', () => {
    const i18n = createChromeI18n({ 'zh-CN': zhCN, en }, 'en');
    expect(i18n.t('topBar.welcome', { siteName: 'e购商城' })).toBe('Welcome to e购商城');
    expect(i18n.t('topBar.unread', { count: 3 })).toBe('3 unread');
    expect(i18n.t('header.cart')).toBe(en.header.cart);
    expect(i18n.t('no.such.key')).toBe('no.such.key');
  });

  it('load a missing language before switching to it, and tell the subscribers', async () => {
    const loads: string[] = [];
    const i18n = createChromeI18n({ 'zh-CN': zhCN }, 'zh-CN', async (locale) => (loads.push(locale), en));
    let changes = 0;
    const stop = i18n.subscribe(() => changes++);
    expect(i18n.t('topBar.login')).toBe('登录');
    await i18n.changeLanguage('en');
    expect([i18n.language, i18n.t('topBar.login'), changes]).toEqual(['en', 'Log in', 1]);
    await i18n.changeLanguage('zh-CN');
    await i18n.changeLanguage('en');
    stop();
    expect([loads, changes]).toEqual([['en'], 3]);
  });

  it('keep the last language asked for when an earlier one loads after it', async () => {
    let arrive!: (catalogue: typeof en) => void;
    const i18n = createChromeI18n({ 'zh-CN': zhCN }, 'zh-CN', () => new Promise((resolve) => (arrive = resolve)));
    const toEnglish = i18n.changeLanguage('en');
    await i18n.changeLanguage('zh-CN');
    arrive(en);
    await toEnglish;
    expect([i18n.language, i18n.t('topBar.login')]).toEqual(['zh-CN', '登录']);
  });

  it('show the default language when a language fails to load', async () => {
    const i18n = createChromeI18n({ 'zh-CN': zhCN }, 'zh-CN', () => Promise.reject(new Error('offline')));
    const warn = console.warn;
    console.warn = () => {};
    await i18n.changeLanguage('en').finally(() => (console.warn = warn));
    expect([i18n.language, i18n.t('topBar.login')]).toEqual(['en', '登录']);
  });
});
