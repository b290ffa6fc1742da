import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '@mall/app-kit/i18n';
import { en } from './en';
import { zhCN } from './zh-CN';

describe('catalog catalogues', () => {
  it('have every key in both languages, a text for each and the same placeholders', () => {
    const none = { missing: [], empty: [], placeholders: [] };
    expect(catalogueProblems({ 'zh-CN': zhCN, en })).toEqual({ 'zh-CN': none, en: none });
  });
});
