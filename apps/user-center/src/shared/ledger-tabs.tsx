import { useSearchParams } from 'react-router';
import type { LedgerTab } from '@mall/api-client';
import { tabsCss } from './page-styles';

const TABS: [LedgerTab, string][] = [
  [0, '全部'],
  [1, '支出'],
  [2, '收入'],
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
  return (
    <nav css={tabsCss} data-testid="ledger-tabs">
      {TABS.map(([t, label]) => (
        <button key={t} type="button" aria-current={t === tab ? 'page' : undefined} onClick={() => onTab(t)}>
          {label}
        </button>
      ))}
    </nav>
  );
}
