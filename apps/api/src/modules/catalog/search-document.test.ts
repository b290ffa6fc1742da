import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentTokens, likePattern, queryTokens, searchDocument, tsqueryOf } from './search-document';

describe('search tokens', () => {
  it('cuts Chinese into characters and neighbouring pairs', () => {
    expect(documentTokens('华为手机').sort()).toEqual(['华', '华为', '为', '为手', '手', '手机', '机'].sort());
    expect(queryTokens('手机壳')).toEqual(['手机', '机壳']);
    expect(queryTokens('鞋')).toEqual(['鞋']);
  });

  it('never pairs characters across whitespace, and lower-cases', () => {
    expect(documentTokens('ab 手').sort()).toEqual(['a', 'ab', 'b', '手']);
    expect(searchDocument({ store_name: 'iPhone', brand_name: null, cate_name: '', keyword: '' }).tokens).toContain('ip');
    expect(queryTokens(' iPhone  15 ')).toEqual(['ip', 'ph', 'ho', 'on', 'ne', '15']);
  });

  it('every text containing a query has all the query tokens (the index never misses)', () => {
    const text = fc.string({ unit: fc.constantFrom(...'华为手机 小米Ab壳 ,\u3000'), maxLength: 30 });
    fc.assert(
      fc.property(text, fc.nat(), fc.nat(), (t, i, n) => {
        const start = i % (t.length + 1);
        const q = t.slice(start, start + (n % 6) + 1);
        const doc = new Set(documentTokens(t.toLowerCase()));
        for (const token of queryTokens(q)) expect(doc.has(token)).toBe(true);
      }),
    );
  });

  it('keeps fields apart and stores what LIKE compares', () => {
    const doc = searchDocument({ store_name: '手 机', brand_name: null, cate_name: '手机', keyword: 'X,Y' });
    expect(doc.search_text).toBe('手 机\n\n手机\nx,y');
    expect(doc.tokens.split(' ')).toContain('手机');
  });

  it('quotes tsquery tokens and escapes LIKE wildcards', () => {
    expect(tsqueryOf(["a'", '\\b', '&!'])).toBe("'a''' & '\\\\b' & '&!'");
    expect(likePattern('50%_A\\')).toBe('%50\\%\\_a\\\\%');
  });
});
