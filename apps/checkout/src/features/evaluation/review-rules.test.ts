import { describe, expect, it } from 'vitest';
import { createI18n } from '@mall/app-kit/i18n';
import { CHECKOUT_CATALOGUES } from '../../i18n/catalogues';
import { reviewError } from './review-rules';

const { t } = createI18n(CHECKOUT_CATALOGUES, 'zh-CN');

describe('review form', () => {
  it('needs three scores of 1–5 and a text of at most 500 characters', () => {
    expect(reviewError(t, { comment: '很好', scores: [5, 4, 3] })).toBe('');
    expect(reviewError(t, { comment: '  ', scores: [5, 5, 5] })).toBe('请填写评价内容');
    expect(reviewError(t, { comment: '好'.repeat(501), scores: [5, 5, 5] })).toBe('评价内容不能超过500个字');
    expect(reviewError(t, { comment: '好'.repeat(500), scores: [5, 5, 5] })).toBe('');
    expect(reviewError(t, { comment: '好', scores: [0, 5, 5] })).toBe('请为商品质量、服务态度、物流服务打分');
  });
});
