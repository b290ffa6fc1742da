import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '@mall/app-kit/i18n';
import { CHECKOUT_CATALOGUES } from './catalogues';

describe('checkout catalogues', () => {
  it('have every key in both languages, a text for each and the same placeholders', () => {
    const none = { missing: [], empty: [], placeholders: [] };
    expect(catalogueProblems(CHECKOUT_CATALOGUES)).toEqual({ 'zh-CN': none, en: none });
  });
});
