import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '@mall/app-kit/i18n';
import { SHELL_CATALOGUES } from './create-i18n';

describe('shell catalogues', () => {
  it('have every key in both languages, a text for each and the same placeholders', () => {
    const none = { missing: [], empty: [], placeholders: [] };
    expect(catalogueProblems(SHELL_CATALOGUES)).toEqual({ 'zh-CN': none, en: none });
  });
});
