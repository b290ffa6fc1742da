import type { Agreement } from '@mall/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agreement, groupData, systemConfig } from '../../db/schema';
import { sanitizeRichText } from '../../lib/sanitize';
import {
  featureKeys,
  groups,
  hotBannerKey,
  pcConfigKeys,
  settingDefaults,
  type HomeBannerValue,
  type HomeTabValue,
  type HotBannerType,
  type SettingKey,
  type Settings,
  type TopBannerValue,
} from './settings';

export async function readSettings<K extends SettingKey>(db: Db, keys: readonly K[]): Promise<Pick<Settings, K>> {
  const rows = await db.select().from(systemConfig).where(inArray(systemConfig.key, [...keys]));
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(keys.map((k) => [k, stored.get(k) ?? settingDefaults[k]])) as Pick<Settings, K>;
}

export const getPcConfig = (db: Db) => readSettings(db, pcConfigKeys);
export const getFeatureSwitches = (db: Db) => readSettings(db, featureKeys);

async function readGroup<T>(db: Db, key: string) {
  const rows = await db
    .select({ id: groupData.id, value: groupData.value })
    .from(groupData)
    .where(and(eq(groupData.group_key, key), eq(groupData.is_show, true)))
    .orderBy(asc(groupData.sort), asc(groupData.id));
  return rows.map((r) => ({ id: r.id, value: r.value as T }));
}

export async function getPcHome(db: Db) {
  const [top] = await readGroup<TopBannerValue>(db, groups.topBanner);
  const banners = await readGroup<HomeBannerValue>(db, groups.homeBanner);
  const tabs = await readGroup<HomeTabValue>(db, groups.homeTab);
  return {
    pc_top_banner: top ? { image: top.value.image, url: top.value.url, group_data_id: top.id } : null,
    pc_home_banner: banners.map(({ value }) => ({ image: value.image, url: value.url, title: value.title })),
    pc_home_tab: tabs.map(({ value }) => ({ label: value.label, label_en: value.label_en ?? '', link: value.link })),
  };
}

/** A /goods_list page's banners (the page shows the first); [] when the operator set none. */
export async function getHotBanner(db: Db, type: HotBannerType) {
  const rows = await readGroup<HomeBannerValue>(db, hotBannerKey(type));
  return rows.map(({ value }) => ({ image: value.image, url: value.url, title: value.title }));
}

export async function getAgreement(db: Db, key: string): Promise<Agreement | null> {
  const [row] = await db
    .select({ title: agreement.title, content: agreement.content })
    .from(agreement)
    .where(eq(agreement.key, key));
  return row ?? null;
}

/** Writes an agreement; its HTML is sanitised here, so stored content is always safe to render. */
export async function saveAgreement(db: Db, input: { key: string; title: string; content: string }) {
  const row = { ...input, content: sanitizeRichText(input.content) };
  await db
    .insert(agreement)
    .values(row)
    .onConflictDoUpdate({ target: agreement.key, set: { title: row.title, content: row.content } });
}
