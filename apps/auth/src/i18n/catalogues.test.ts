import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '@mall/app-kit/i18n';
import { AUTH_CATALOGUES } from './catalogues';

describe('auth catalogues', () => {
  it('have every key in both languages, a text for each and the same placeholders', () => {
    const none = { missing: [], empty: [], placeholders: [] };
    expect(catalogueProblems(AUTH_CATALOGUES)).toEqual({ 'zh-CN': none, en: none });
  });

  it('the check catches a missing key, an empty text and a lost placeholder', () => {
    const zh = { a: { b: '一', c: '剩余 {{seconds}}s' }, d: '二' };
    const en = { a: { b: '', c: 'seconds left' } };
    expect(catalogueProblems({ 'zh-CN': zh, en })).toEqual({
      'zh-CN': { missing: [], empty: [], placeholders: [] },
      en: { missing: ['d'], empty: ['a.b'], placeholders: ['a.c'] },
    });
  });
});
