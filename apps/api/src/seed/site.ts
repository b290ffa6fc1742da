import type { Db } from '../db/client';
import { areaCode, groupData, searchKeyword, systemConfig } from '../db/schema';
import { saveAgreement } from '../modules/site/service';
import { groups } from '../modules/site/settings';
import { agreements } from './agreements';
import { buildAreaCodes } from './area-codes';
import { homeBanners, homeTabs, hotKeywords, settings, siteImages, suggestionKeywords, topBanner } from './site-data';
import { writeSvgFiles } from './svg';

export const writeSiteImages = (uploadDir: string) => writeSvgFiles(uploadDir, siteImages());

/** Site config, banners, navigation, keywords, area codes and agreements. */
export async function insertSite(db: Db) {
  await db
    .insert(systemConfig)
    .values(Object.entries(settings).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();

  const groupRows = [
    { group_key: groups.topBanner, value: topBanner, sort: 0 },
    ...homeBanners.map((value, sort) => ({ group_key: groups.homeBanner, value, sort })),
    ...homeTabs.map((value, sort) => ({ group_key: groups.homeTab, value, sort })),
  ];
  await db.insert(groupData).values(groupRows);

  const hotCount = hotKeywords.length;
  await db
    .insert(searchKeyword)
    .values([
      ...hotKeywords.map((keyword, i) => ({ keyword, is_hot: true, sort: hotCount - i })),
      ...suggestionKeywords.map((keyword) => ({ keyword })),
    ])
    .onConflictDoNothing();

  const areas = buildAreaCodes();
  await db.insert(areaCode).values(areas).onConflictDoNothing();

  for (const a of agreements) await saveAgreement(db, a);

  return { groups: groupRows.length, keywords: hotCount + suggestionKeywords.length, areas: areas.length };
}
