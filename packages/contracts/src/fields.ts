/** Field rules every request schema is made of, with the messages the API answers (spec §8). */
import { z } from 'zod';

/** The largest id a record can have (PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;

/** A JSON number, or its decimal string (forms and query strings post strings). */
const fromDecimalString = (v: unknown) => (typeof v === 'string' && /^\s*-?\d{1,15}\s*$/.test(v) ? Number(v) : v);

/** An integer in [min, max]; every failure answers `message` (or the range messages). */
export function intField(label: string, min: number, max: number) {
  return z.preprocess(
    fromDecimalString,
    z
      .number({ error: `${label}必须是整数` })
      .int(`${label}必须是整数`)
      .min(min, min === 1 ? `${label}必须是正整数` : `${label}不能小于${min}`)
      .max(max, `${label}不能超过${max}`),
  );
}

/** A record id: a positive integer. */
export const idField = (label: string) => intField(label, 1, MAX_ID);

/** An optional record id where 0 (or absence) means none, e.g. "the default address". */
export const optionalIdField = (label: string) => intField(label, 0, MAX_ID).optional().default(0);

/** A flag sent as 0/1, '0'/'1' or a boolean. */
export function flagField(label: string) {
  return z.preprocess(
    (v) => (v === true || v === '1' || v === 1 ? 1 : v === false || v === '0' || v === 0 ? 0 : v),
    z.union([z.literal(0), z.literal(1)], { error: `${label}必须是0或1` }),
  );
}

/** A non-empty list of distinct ids, at most `max`; a comma-separated string is accepted too. */
export function idListField(label: string, max: number) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : typeof v === 'number' ? [v] : v),
    z
      .array(idField(label), { error: `请选择${label}` })
      .min(1, `请选择${label}`)
      .max(max, `${label}不能超过${max}个`)
      .transform((ids) => [...new Set(ids)]),
  );
}

/** Required text: trimmed, not empty, at most `max` characters. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `请输入${label}` : `${label}必须是字符串`) })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过${max}个字符`);
}

/**
 * Up to 6 image URLs; `accept` tells ours (the API passes its uploaded-image check of a kind,
 * a client accepts any). Absent: none.
 */
export function imageListField(accept: (url: string) => boolean = () => true) {
  return z
    .array(z.string({ error: '图片格式错误' }), { error: '图片格式错误' })
    .max(6, '最多上传6张图片')
    .refine((urls) => urls.every(accept), '图片格式错误，请重新上传')
    .optional()
    .default([]);
}

/** Path parameter `:id`. */
export const idParams = (label: string) => z.object({ id: idField(label) });

/** Positive integer from a query string, with a default. */
export function positiveInt(label: string, max: number, fallback: number) {
  return z.coerce
    .number({ error: `${label}必须是正整数` })
    .int(`${label}必须是正整数`)
    .min(1, `${label}必须是正整数`)
    .max(max, `${label}不能超过${max}`)
    .default(fallback);
}

/** A record of merchant id (decimal string; '0' = the platform) → value, as order/check and order/create take. */
export const byMerchant = <V extends z.ZodType>(value: V, message: string) =>
  z.record(z.string().regex(/^\d{1,9}$/, message), value, { error: message });

/** What a client sends for a request schema: the parsed shape, with the fields the API defaults left optional. */
export type RequestOf<S extends z.ZodType, Defaulted extends keyof z.output<S>> = Omit<z.output<S>, Defaulted> &
  Partial<Pick<z.output<S>, Defaulted>>;

/** A required string: trimmed; `empty` when missing or blank, `invalid` when not a string or over `max`. */
export function textField(opts: { empty: string; invalid: string; max: number; pattern?: RegExp }) {
  const base = z
    .string({ error: (issue) => (issue.input === undefined ? opts.empty : opts.invalid) })
    .max(opts.max * 4, opts.invalid) // cheap bound before trimming a huge string
    .trim()
    .min(1, opts.empty)
    .max(opts.max, opts.invalid);
  return opts.pattern ? base.regex(opts.pattern, opts.invalid) : base;
}

/** A phone number as typed (digits; the area's rule is the API's to check). */
export const phoneField = (empty = '请填写手机号码') =>
  textField({ empty, invalid: '请输入正确的手机号码', max: 20, pattern: /^\d+$/ });

/** SMS code as typed: letters and digits only. */
export const smsCodeField = (empty = '请填写验证码', invalid = '请输入正确的验证码') =>
  textField({ empty, invalid, max: 8, pattern: /^[A-Za-z0-9]+$/ });
