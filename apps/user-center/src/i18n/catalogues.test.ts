import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '@mall/app-kit/i18n';
import { USER_CENTER_CATALOGUES } from './catalogues';

describe('user-center catalogues', () => {
  it('have every key in both languages, a text for each and the same placeholders', () => {
    const none = { missing: [], empty: [], placeholders: [] };
    expect(catalogueProblems(USER_CENTER_CATALOGUES)).toEqual({ 'zh-CN': none, en: none });
  });
});
