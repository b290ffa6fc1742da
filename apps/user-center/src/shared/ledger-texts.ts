import type { TFunction } from 'i18next';
import type { BillEntry } from '@mall/api-client';
import type { UserCenterCatalogue } from '../i18n/zh-CN';

type Types = UserCenterCatalogue['ledger']['types'];
type Sources = UserCenterCatalogue['ledger']['sources'];

/**
 * What a ledger line shows. In Chinese: the API's own title and note, as written when the entry was
 * made. Elsewhere: the catalogue's text of the entry's type; the API's note is Chinese only, so it
 * is left out.
 */
export function ledgerLine(t: TFunction, language: string, e: BillEntry): { title: string; mark: string } {
  if (language === 'zh-CN') return { title: e.title, mark: e.mark };
  const types = t('ledger.types', { returnObjects: true }) as Types;
  return { title: e.type in types ? types[e.type as keyof Types] : t('ledger.other'), mark: '' };
}

/** 订单抵扣, 每日签到… of a points entry's type. */
export function pointsSource(t: TFunction, language: string, e: BillEntry & { source: string }): string {
  if (language === 'zh-CN') return e.source;
  const sources = t('ledger.sources', { returnObjects: true }) as Sources;
  return e.type in sources ? sources[e.type as keyof Sources] : t('ledger.other');
}
