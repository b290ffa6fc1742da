import { dictionary } from '@zxcvbn-ts/language-common';

export const COMMON_PASSWORD_MESSAGE = '密码过于常见，请换一个更安全的密码';

let common: Set<string> | null = null;

/**
 * Whether a password is one of the zxcvbn common-password list (about 49,000 leaked passwords,
 * most common first; compared without case, as guessers try every casing). Only the ones the
 * password rule lets through are kept in memory.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].filter((p) => /^(?=.*\d)(?=.*[a-z])[0-9a-z]{6,16}$/.test(p)));
  return common.has(password.toLowerCase());
}
