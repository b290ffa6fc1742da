/**
 * What a shop shows beyond its merchant row: the carousel of its home page and its business
 * licence images (shown to shoppers only after an image captcha).
 */
import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { merchant } from './catalog';

export const merchantProfile = pgTable('merchant_profile', {
  mer_id: integer()
    .primaryKey()
    .references(() => merchant.id, { onDelete: 'cascade' }),
  /** shop home carousel: image URL and link */
  banners: jsonb().$type<{ image: string; url: string }[]>().notNull().default([]),
  /** business licence and permits: image URLs, not guessable (they are served from /uploads) */
  licences: jsonb().$type<string[]>().notNull().default([]),
});
