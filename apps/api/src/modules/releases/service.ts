import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { releaseApp, releaseAudit, releaseVersion, type ReleaseRoutes } from '../../db/schema';
import { ApiError, notFound } from '../../http/envelope';
import { checkCompatible, checkRoutesFree } from './compat';
import { checkReleaseFiles } from './files';

/** The shell is registered too: its shared singletons are what every remote must fit. */
export const HOST_APP = 'shell';

export interface VersionInput {
  version: string;
  content_hash: string;
  commit: string;
  built_at: Date;
  web_entry: string;
  node_entry: string | null;
  shared: Record<string, string>;
  routes: ReleaseRoutes | null;
}

type VersionRow = typeof releaseVersion.$inferSelect;

export interface ReleaseView {
  version: string;
  commit: string;
  built_at: string;
  web_entry: string;
  node_entry: string | null;
  /** the routes the version declares (the shells build their route tables from the current ones) */
  routes: ReleaseRoutes | null;
}

const view = (row: VersionRow): ReleaseView => ({
  version: row.version,
  commit: row.commit,
  built_at: row.built_at.toISOString(),
  web_entry: row.web_entry,
  node_entry: row.node_entry,
  routes: row.routes,
});

const conflict = (message: string) => new ApiError(409, message);

async function findVersion(db: Db, app: string, version: string): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(releaseVersion)
    .where(and(eq(releaseVersion.app, app), eq(releaseVersion.version, version)));
  return row;
}

/** Registers a build. Versions are immutable: the same version with other files is refused. */
export async function registerVersion(db: Db, app: string, input: VersionInput, actor: string) {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(releaseVersion)
      .values({ app, ...input })
      .onConflictDoNothing()
      .returning({ version: releaseVersion.version });
    if (inserted.length === 0) {
      const existing = await findVersion(tx, app, input.version);
      if (existing && existing.content_hash !== input.content_hash) {
        throw conflict(`版本 ${input.version} 已存在且内容不同：已发布的版本不可覆盖`);
      }
      return { created: false };
    }
    await tx.insert(releaseApp).values({ app }).onConflictDoNothing();
    await tx.insert(releaseAudit).values({ app, action: 'publish', version: input.version, actor });
    return { created: true };
  });
}

/**
 * Makes `version` current. The app's row is locked for the change, so concurrent promotions
 * apply one after the other and `previous` always names the version that was really replaced.
 */
export async function promote(db: Db, app: string, version: string, actor: string, releasesDir: string) {
  const row = await findVersion(db, app, version);
  if (!row) throw notFound(`${app} 没有版本 ${version}`);
  if (app !== HOST_APP) {
    await checkReleaseFiles(releasesDir, app, row);
    const host = await currentVersion(db, HOST_APP);
    if (host) checkCompatible(row.shared, host.shared);
    checkRoutesFree(app, row.routes, await currentVersions(db));
  } else {
    // a new shell must still carry every remote in service
    for (const remote of await currentVersions(db)) {
      if (remote.app !== HOST_APP) checkCompatible(remote.shared, row.shared, `${remote.app} ${remote.version}`);
    }
  }
  return db.transaction(async (tx) => {
    await tx.insert(releaseApp).values({ app }).onConflictDoNothing();
    const [state] = await tx.select().from(releaseApp).where(eq(releaseApp.app, app)).for('update');
    if (state.current === version) return { current: version, previous: state.previous, changed: false };
    await tx
      .update(releaseApp)
      .set({ current: version, previous: state.current, revision: sql`${releaseApp.revision} + 1`, updated_at: sql`now()` })
      .where(eq(releaseApp.app, app));
    await tx.insert(releaseAudit).values({ app, action: 'promote', version, from_version: state.current, actor });
    return { current: version, previous: state.current, changed: true };
  });
}

/** current ← previous (and the replaced version becomes previous, so a rollback can be undone). */
export async function rollback(db: Db, app: string, actor: string) {
  return db.transaction(async (tx) => {
    const [state] = await tx.select().from(releaseApp).where(eq(releaseApp.app, app)).for('update');
    if (!state?.previous) throw new ApiError(400, `${app} 没有可回滚的上一个版本`);
    const previous = await findVersion(tx, app, state.previous);
    if (app !== HOST_APP) checkRoutesFree(app, previous?.routes ?? null, await currentVersions(tx));
    await tx
      .update(releaseApp)
      .set({ current: state.previous, previous: state.current, revision: sql`${releaseApp.revision} + 1`, updated_at: sql`now()` })
      .where(eq(releaseApp.app, app));
    await tx
      .insert(releaseAudit)
      .values({ app, action: 'rollback', version: state.previous, from_version: state.current, actor });
    return { current: state.previous, previous: state.current };
  });
}

async function currentVersions(db: Db): Promise<VersionRow[]> {
  const rows = await db
    .select({ v: releaseVersion })
    .from(releaseApp)
    .innerJoin(releaseVersion, and(eq(releaseVersion.app, releaseApp.app), eq(releaseVersion.version, releaseApp.current)))
    .orderBy(asc(releaseApp.app));
  return rows.map((r) => r.v);
}

async function currentVersion(db: Db, app: string): Promise<VersionRow | undefined> {
  const [row] = await db
    .select({ v: releaseVersion })
    .from(releaseApp)
    .innerJoin(releaseVersion, and(eq(releaseVersion.app, releaseApp.app), eq(releaseVersion.version, releaseApp.current)))
    .where(eq(releaseApp.app, app));
  return row?.v;
}

/** What the shells serve: each app's current and previous release; `revision` changes with any change. */
export async function releaseDocument(db: Db) {
  const states = await db.select().from(releaseApp).orderBy(asc(releaseApp.app));
  const versions = await db.select().from(releaseVersion);
  const byKey = new Map(versions.map((v) => [`${v.app}@${v.version}`, v]));
  const pick = (app: string, version: string | null) => {
    const row = version ? byKey.get(`${app}@${version}`) : undefined;
    return row ? view(row) : null;
  };
  const apps: Record<string, { current: ReleaseView | null; previous: ReleaseView | null }> = {};
  let revision = 0;
  for (const s of states) {
    revision += s.revision;
    apps[s.app] = { current: pick(s.app, s.current), previous: pick(s.app, s.previous) };
  }
  return { revision: `${revision}.${versions.length}`, apps };
}

/** Status for release managers: every app with its versions and the latest audit entries. */
export async function releaseStatus(db: Db) {
  const states = await db.select().from(releaseApp).orderBy(asc(releaseApp.app));
  const versions = await db.select().from(releaseVersion).orderBy(asc(releaseVersion.created_at));
  const audit = await db.select().from(releaseAudit).orderBy(desc(releaseAudit.id)).limit(50);
  return {
    apps: states.map((s) => ({
      app: s.app,
      current: s.current,
      previous: s.previous,
      versions: versions.filter((v) => v.app === s.app).map((v) => v.version),
    })),
    audit: audit.map((a) => ({ ...a, at: a.at.toISOString() })),
  };
}
