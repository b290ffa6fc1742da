import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { releaseApp, releaseAudit } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { registerVersion, type VersionInput } from './service';

/** What `pnpm build` (scripts/publish-remotes.mjs) writes to releases/registry.json. */
interface BuildRegistry {
  apps: Record<
    string,
    {
      current: string | null;
      releases?: Record<string, Omit<VersionInput, 'version' | 'built_at' | 'routes'> & { built_at: string; routes?: VersionInput['routes'] }>;
    }
  >;
}

export const BUILD_ACTOR = 'build';

/**
 * Registers the builds that `pnpm build` published to the releases folder. A build's own current
 * version is promoted only when it is new (differs from the last version a build promoted), so a
 * release manager's promote or rollback stays in force until the next build.
 */
export async function importBuildRegistry(db: Db, releasesDir: string) {
  let registry: BuildRegistry;
  try {
    registry = JSON.parse(await readFile(path.join(releasesDir, 'registry.json'), 'utf8')) as BuildRegistry;
  } catch {
    return { imported: 0, promoted: [] as string[], refused: [] as string[] };
  }
  let imported = 0;
  const promoted: string[] = [];
  const refused: string[] = [];
  for (const [app, entry] of Object.entries(registry.apps ?? {})) {
    for (const [version, r] of Object.entries(entry.releases ?? {})) {
      try {
        const { created } = await registerVersion(
          db,
          app,
          { ...r, version, built_at: new Date(r.built_at), routes: r.routes ?? null },
          BUILD_ACTOR,
        );
        if (created) imported++;
      } catch (err) {
        // a rebuilt version with other files: the registered one stays, the file is not served
        if (!(err instanceof ApiError)) throw err;
        refused.push(err.message);
      }
    }
    if (entry.current && entry.releases?.[entry.current] && (await promoteBuild(db, app, entry.current))) {
      promoted.push(`${app}@${entry.current}`);
    }
  }
  return { imported, promoted, refused };
}

async function promoteBuild(db: Db, app: string, version: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [state] = await tx.select().from(releaseApp).where(eq(releaseApp.app, app)).for('update');
    const [lastBuild] = await tx
      .select({ version: releaseAudit.version })
      .from(releaseAudit)
      .where(and(eq(releaseAudit.app, app), eq(releaseAudit.action, 'promote'), eq(releaseAudit.actor, BUILD_ACTOR)))
      .orderBy(desc(releaseAudit.id))
      .limit(1);
    if (lastBuild?.version === version || state.current === version) return false;
    await tx
      .update(releaseApp)
      .set({ current: version, previous: state.current, revision: state.revision + 1 })
      .where(eq(releaseApp.app, app));
    await tx.insert(releaseAudit).values({ app, action: 'promote', version, from_version: state.current, actor: BUILD_ACTOR });
    return true;
  });
}
