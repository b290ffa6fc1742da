import { useState } from 'react';
import { css } from '@emotion/react';
import type { HistoryEntry } from '@mall/api-client';
import { ConfirmDialog, ErrorBox, Pager, Price } from '@mall/ui';
import { Empty } from '../../shared/empty';
import { panelCss, plainBtnCss } from '../../shared/page-styles';
import { usePagedList } from '../../shared/use-paged';
import { useUcApi } from '../../shared/use-uc-api';
import { gridCss, toolbarCss } from '../../shared/card-grid-styles';
import { useSelection } from '../../shared/use-selection';
import { groupByDay } from './day-groups';
import { useTranslation } from 'react-i18next';

const PAGE_SIZE = 30;

const dayCss = css`
  font-size: 15px;
  margin: 18px 0 10px;
`;

/** /user/history: goods viewed, by day; delete one, a selection, or everything. */
export function HistoryPage() {
  const uc = useUcApi();
  const { t } = useTranslation();
  const { data, error, page, goTo, reload } = usePagedList<HistoryEntry>((p) => uc.history(p, PAGE_SIZE), [uc]);
  const { picked, toggle, all, toggleAll } = useSelection(data?.list.map((e) => e.id) ?? []);
  const [asking, setAsking] = useState<{ message: string; run: () => Promise<unknown> } | null>(null);

  const run = async () => {
    const a = asking;
    setAsking(null);
    if (!a) return;
    try {
      await a.run();
      if (page > 1) goTo(1);
      else await reload();
    } catch {
      await reload();
    }
  };

  return (
    <section css={panelCss} data-testid="uc-history-page">
      <h1>{t('history.title')}</h1>
      {error && <ErrorBox message={error} onRetry={() => void reload()} />}
      {data && data.list.length === 0 && <Empty text={t('history.empty')} />}
      {data && data.list.length > 0 && (
        <>
          <div css={toolbarCss}>
            <label>
              <input type="checkbox" checked={all} onChange={toggleAll} />
              {t('common.selectAll')}
            </label>
            <button
              type="button"
              css={plainBtnCss}
              disabled={picked.size === 0}
              onClick={() => setAsking({ message: t('history.askSelected', { count: picked.size }), run: () => uc.deleteHistory([...picked]) })}
            >
              {t('history.removeSelected')}
            </button>
            <button
              type="button"
              css={plainBtnCss}
              onClick={() => setAsking({ message: t('history.askClear'), run: () => uc.clearHistory() })}
              data-testid="history-clear"
            >
              {t('history.clear')}
            </button>
          </div>
          {groupByDay(data.list, new Date(), { today: t('history.today'), yesterday: t('history.yesterday') }).map((g) => (
            <div key={g.label} data-testid="history-day">
              <h2 css={dayCss}>{g.label}</h2>
              <div css={gridCss}>
                {g.entries.map((e) => (
                  <div key={e.id} className="item" aria-selected={picked.has(e.id)} data-testid="history-item">
                    <input type="checkbox" aria-label={t('common.select')} checked={picked.has(e.id)} onChange={() => toggle(e.id)} />
                    <a href={`/goods_detail/${e.product_id}`}>
                      <span className="pic">
                        <img src={e.image} alt={e.store_name} loading="lazy" />
                        {!e.is_show && <span className="mark">{t('common.offShelf')}</span>}
                      </span>
                      <p data-authored>{e.store_name}</p>
                    </a>
                    <div className="row">
                      <Price fen={e.price} size={14} />
                      <button
                        type="button"
                        className="cancel"
                        onClick={() => setAsking({ message: t('history.askOne'), run: () => uc.deleteHistory([e.id]) })}
                      >
                        {t('common.delete')}
                      </button>
                    </div>
                  </div>
                ))}
              </div>
            </div>
          ))}
          <Pager page={page} total={data.count} size={PAGE_SIZE} onPage={goTo} />
        </>
      )}
      {asking && (
        <ConfirmDialog title={t('history.dialogTitle')} message={asking.message} confirmText={t('common.delete')} onCancel={() => setAsking(null)} onConfirm={() => void run()} />
      )}
    </section>
  );
}
