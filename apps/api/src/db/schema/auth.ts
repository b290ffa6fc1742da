/**
 * Users, sessions and the login machinery (captcha, SMS codes, login throttling, QR login).
 * Secrets are never stored in clear: tokens and codes are kept as sha256 hex, passwords as
 * argon2id. Every time window is computed from `created_at` with the database clock, so the
 * limits hold across API processes. Money is integer fen.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { areaCode } from './site';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
/** client address (IPv4/IPv6 text) of the request that wrote the row, for per-IP limits */
const clientIp = () => varchar({ length: 45 }).notNull().default('');

export const users = pgTable(
  'users',
  {
    uid: serial().primaryKey(),
    area_id: integer()
      .notNull()
      .references(() => areaCode.id),
    /** national number, digits only */
    phone: varchar({ length: 20 }).notNull(),
    /** login name: the phone for mainland China, '+<area code><phone>' elsewhere */
    account: varchar({ length: 32 }).notNull().unique(),
    /** argon2id PHC string; null for users who only ever logged in by SMS */
    pwd: varchar({ length: 255 }),
    nickname: varchar({ length: 32 }).notNull(),
    avatar: varchar({ length: 255 }).notNull().default(''),
    is_open_member: boolean().notNull().default(false),
    /** paid membership level, 0 = none */
    is_money_level: smallint().notNull().default(0),
    /** end of the paid SVIP membership (src/modules/svip): the level counts only before it */
    svip_expires_at: timestamp({ withTimezone: true }),
    /** balance in fen */
    now_money: integer().notNull().default(0),
    integral: integer().notNull().default(0),
    /** account-manager code given at registration (optional) */
    business_code: varchar({ length: 32 }).notNull().default(''),
    /** 1 active, 0 disabled */
    status: smallint().notNull().default(1),
    created_at: createdAt(),
  },
  (t) => [
    unique('users_area_phone_unique').on(t.area_id, t.phone),
    check('users_now_money_check', sql`${t.now_money} >= 0`),
    check('users_integral_check', sql`${t.integral} >= 0`),
    check('users_status_check', sql`${t.status} in (0, 1)`),
  ],
);

/** Login sessions; a row per login. The token itself is only ever known by the client. */
export const userToken = pgTable(
  'user_token',
  {
    id: serial().primaryKey(),
    uid: integer()
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    token_hash: char({ length: 64 }).notNull().unique(),
    ip: clientIp(),
    created_at: createdAt(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    revoked_at: timestamp({ withTimezone: true }),
  },
  (t) => [index('user_token_uid_idx').on(t.uid), index('user_token_ip_idx').on(t.ip, t.created_at)],
);

/** Proof-of-work challenges (modules/auth/captcha.ts); a row is deleted when checked, right or wrong (single use). */
export const captcha = pgTable(
  'captcha',
  {
    key: varchar({ length: 64 }).primaryKey(),
    /** the challenge's own HMAC secret, 64 hex characters (was the hash of an image captcha's answer) */
    answer_hash: char({ length: 64 }).notNull(),
    ip: clientIp(),
    created_at: createdAt(),
  },
  (t) => [index('captcha_created_idx').on(t.created_at), index('captcha_ip_idx').on(t.ip, t.created_at)],
);

/** SMS verification codes; the rows also count the sends for the per-phone and per-IP limits. */
export const smsCode = pgTable(
  'sms_code',
  {
    id: serial().primaryKey(),
    area_id: integer().notNull(),
    phone: varchar({ length: 20 }).notNull(),
    /** login | change_pwd | mobile | intention */
    type: varchar({ length: 16 }).notNull(),
    /** sha256 of '<area_id>:<phone>:<type>:<code>' */
    code_hash: char({ length: 64 }).notNull(),
    /** wrong answers so far; the code is dead at 5 */
    attempts: smallint().notNull().default(0),
    ip: clientIp(),
    created_at: createdAt(),
    used_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('sms_code_phone_idx').on(t.area_id, t.phone, t.created_at),
    index('sms_code_ip_idx').on(t.ip, t.created_at),
  ],
);

/** The built-in SMS provider's outbox: what would have been sent to a phone. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial().primaryKey(),
    /** international prefix without '+', e.g. '86' */
    area_code: varchar({ length: 8 }).notNull(),
    phone: varchar({ length: 20 }).notNull(),
    template: varchar({ length: 32 }).notNull(),
    params: jsonb().notNull().default({}),
    content: varchar({ length: 255 }).notNull(),
    created_at: createdAt(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.created_at)],
);

/**
 * Password login attempts. A row is written before the password is checked (so concurrent
 * attempts are counted) and deleted when the login succeeds: the rows are the failures.
 */
export const loginAttempt = pgTable(
  'login_attempt',
  {
    id: serial().primaryKey(),
    /** normalised account as typed: '<area_id>:<lower-cased account>' */
    account: varchar({ length: 80 }).notNull(),
    ip: clientIp(),
    created_at: createdAt(),
  },
  (t) => [
    index('login_attempt_account_idx').on(t.account, t.created_at),
    index('login_attempt_ip_idx').on(t.ip, t.created_at),
  ],
);

export const qrLoginStates = ['new', 'scanned', 'confirmed', 'consumed', 'expired', 'refused'] as const;
export type QrLoginState = (typeof qrLoginStates)[number];

/** QR login keys: new → scanned → confirmed → consumed, or expired / refused. */
export const qrLogin = pgTable(
  'qr_login',
  {
    key: varchar({ length: 64 }).primaryKey(),
    /** which pair of endpoints made it: 'pc' (/api/pc/login/scan) or 'app' (/api/auth/scan_qrcode) */
    channel: varchar({ length: 8 }).notNull(),
    state: varchar({ length: 16 }).notNull().default('new'),
    /** the user who scanned / confirmed */
    uid: integer().references(() => users.uid, { onDelete: 'cascade' }),
    ip: clientIp(),
    created_at: createdAt(),
    updated_at: createdAt(),
  },
  (t) => [
    check('qr_login_state_check', sql`${t.state} in ${sql.raw(`(${qrLoginStates.map((s) => `'${s}'`).join(', ')})`)}`),
    check('qr_login_channel_check', sql`${t.channel} in ('pc', 'app')`),
    index('qr_login_ip_idx').on(t.ip, t.created_at),
  ],
);
