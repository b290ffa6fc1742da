import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A remote's route declarations as its build recorded them (@mall/shared-state `RouteDecl[]`). */
export type ReleaseRoutes = {
  prefixes: string[];
  protected: boolean;
  ssr: boolean;
  cache?: { policy: 'public' | 'revalidate'; freshMs: number };
}[];

/**
 * One published build of a remote. Immutable: the same version may be registered again only with
 * the same content hash.
 */
export const releaseVersion = pgTable(
  'release_version',
  {
    app: varchar({ length: 32 }).notNull(),
    version: varchar({ length: 96 }).notNull(),
    content_hash: varchar({ length: 64 }).notNull(),
    commit: varchar({ length: 40 }).notNull().default(''),
    built_at: timestamp({ withTimezone: true }).notNull(),
    /** paths under the shell's /remotes/ of the browser manifest and the node entry (SSR) */
    web_entry: text().notNull(),
    node_entry: text(),
    /** the shared singletons the build needs: name → required version range */
    shared: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** the routes a remote declares (@mall/shared-state RouteDecl[]); null: the shell, or a build from before remotes declared them */
    routes: jsonb().$type<ReleaseRoutes>(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.app, t.version] })],
);

/** What each app serves now; `revision` grows with every change (the registry's ETag). */
export const releaseApp = pgTable('release_app', {
  app: varchar({ length: 32 }).primaryKey(),
  current: varchar({ length: 96 }),
  previous: varchar({ length: 96 }),
  revision: integer().notNull().default(0),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Every registry change: who did what, when. */
export const releaseAudit = pgTable(
  'release_audit',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    app: varchar({ length: 32 }).notNull(),
    action: varchar({ length: 16 }).notNull(),
    version: varchar({ length: 96 }),
    from_version: varchar({ length: 96 }),
    actor: varchar({ length: 64 }).notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('release_audit_app_idx').on(t.app, t.at)],
);
