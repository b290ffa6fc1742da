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

const PAGE_SIZE = 30;

const dayCss = css`
  font-size: 15px;
  margin: 18px 0 10px;
`;

/** /user/history: goods viewed, by day; delete one, a selection, or everything. */
export function HistoryPage() {
  const uc = useUcApi();
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
      <h1>浏览记录</h1>
      {error && <ErrorBox message={error} onRetry={() => void reload()} />}
      {data && data.list.length === 0 && <Empty text="暂无浏览记录" />}
      {data && data.list.length > 0 && (
        <>
          <div css={toolbarCss}>
            <label>
              <input type="checkbox" checked={all} onChange={toggleAll} />
              全选
            </label>
            <button
              type="button"
              css={plainBtnCss}
              disabled={picked.size === 0}
              onClick={() => setAsking({ message: `确定删除选中的${picked.size}条浏览记录吗？`, run: () => uc.deleteHistory([...picked]) })}
            >
              删除选中
            </button>
            <button
              type="button"
              css={plainBtnCss}
              onClick={() => setAsking({ message: '确定清空全部浏览记录吗？', run: () => uc.clearHistory() })}
              data-testid="history-clear"
            >
              清空全部
            </button>
          </div>
          {groupByDay(data.list, new Date()).map((g) => (
            <div key={g.label} data-testid="history-day">
              <h2 css={dayCss}>{g.label}</h2>
              <div css={gridCss}>
                {g.entries.map((e) => (
                  <div key={e.id} className="item" aria-selected={picked.has(e.id)} data-testid="history-item">
                    <input type="checkbox" aria-label="选择" checked={picked.has(e.id)} onChange={() => toggle(e.id)} />
                    <a href={`/goods_detail/${e.product_id}`}>
                      <span className="pic">
                        <img src={e.image} alt={e.store_name} loading="lazy" />
                        {!e.is_show && <span className="mark">已下架</span>}
                      </span>
                      <p>{e.store_name}</p>
                    </a>
                    <div className="row">
                      <Price fen={e.price} size={14} />
                      <button
                        type="button"
                        className="cancel"
                        onClick={() => setAsking({ message: '确定删除这条浏览记录吗？', run: () => uc.deleteHistory([e.id]) })}
                      >
                        删除
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
        <ConfirmDialog title="删除浏览记录" message={asking.message} confirmText="删除" onCancel={() => setAsking(null)} onConfirm={() => void run()} />
      )}
    </section>
  );
}
