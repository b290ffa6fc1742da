import { describe, expect, it } from 'vitest';
import { en } from './en';
import { zhCN } from './zh-CN';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

function emptyValues(obj: object): string[] {
  return keys(obj).filter((k) => !k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], obj));
}

describe('shell catalogues', () => {
  it('have the same keys in both languages', () => {
    expect(keys(en).sort()).toEqual(keys(zhCN).sort());
  });

  it('have no empty text', () => {
    expect(emptyValues(zhCN)).toEqual([]);
    expect(emptyValues(en)).toEqual([]);
  });
});
