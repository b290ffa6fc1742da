import { useSearchParams } from 'react-router';
import type { LedgerTab } from '@mall/api-client';
import { tabsCss } from './page-styles';
import { useTranslation } from 'react-i18next';

const TABS: [LedgerTab, 'all' | 'out' | 'in'][] = [
  [0, 'all'],
  [1, 'out'],
  [2, 'in'],
];

/** The tab in the URL (?tab=1), so reload and back keep it. */
export function useLedgerTab(): [LedgerTab, (t: LedgerTab) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('tab'));
  const tab = (raw === 1 || raw === 2 ? raw : 0) as LedgerTab;
  const set = (t: LedgerTab) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (t) next.set('tab', String(t));
    else next.delete('tab');
    setParams(next);
  };
  return [tab, set];
}

export function LedgerTabs({ tab, onTab }: { tab: LedgerTab; onTab: (t: LedgerTab) => void }) {
  const { t } = useTranslation();
  return (
    <nav css={tabsCss} data-testid="ledger-tabs">
      {TABS.map(([key, label]) => (
        <button key={key} type="button" aria-current={key === tab ? 'page' : undefined} onClick={() => onTab(key)}>
          {t(`ledger.tabs.${label}`)}
        </button>
      ))}
    </nav>
  );
}
