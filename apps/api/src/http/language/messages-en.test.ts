import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { englishMessage } from './message-language';
import { MESSAGES_EN } from './messages-en';

const root = fileURLToPath(new URL('../../../../..', import.meta.url));

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'seed' ? [] : sourcesUnder(file);
    return /\.ts$/.test(e.name) && !/\.test\.ts$|messages-en\.ts$/.test(e.name) ? [file] : [];
  });
}

describe('API messages in English', () => {
  it('translates only messages the API or its contracts really answer with', () => {
    const source = [
      ...sourcesUnder(path.join(root, 'apps/api/src')),
      ...sourcesUnder(path.join(root, 'packages/contracts/src')),
    ]
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('\n');
    const unknown = Object.keys(MESSAGES_EN).filter((m) => !source.includes(`'${m}'`));
    expect(unknown).toEqual([]);
  });

  it('fills the values of a message into its English', () => {
    expect(englishMessage('「小米14」库存不足，最多可购买3件')).toBe('"小米14": only 3 left in stock');
    expect(englishMessage('库存不足')).toBe('Out of stock');
    expect(englishMessage('「小米14」数量超出限购，每单限购2件（购物车中已有1件）')).toBe(
      '"小米14": limit 2 per order (1 already in your cart)',
    );
    expect(englishMessage('退款金额不能超过¥12.50')).toBe('The refund cannot exceed ¥12.50');
  });

  it('leaves a message it does not know as it is', () => {
    expect(englishMessage('某个新的提示')).toBe('某个新的提示');
  });
});
