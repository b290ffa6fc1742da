import { css } from '@emotion/react';
import type { BillEntry } from '@mall/api-client';
import { ErrorBox, formatChinaTime, formatYuan, Pager } from '@mall/ui';
import { Empty } from '../../shared/empty';
import { figureBandCss, LEDGER_PAGE_SIZE } from '../../shared/ledger-summary';
import { LedgerTabs, useLedgerTab } from '../../shared/ledger-tabs';
import { panelCss } from '../../shared/page-styles';
import { usePagedList } from '../../shared/use-paged';
import { useUcApi } from '../../shared/use-uc-api';
import { useTranslation } from 'react-i18next';
import { ledgerLine } from '../../shared/ledger-texts';

/** One figure: the balance, larger than the ledgers' figures. */
const headCss = css`
  ${figureBandCss};
  padding: 20px 24px;
  b {
    font-size: 32px;
  }
`;

/** /user/balance: the balance in yuan and every bill entry that changed it. */
export function BalancePage() {
  const uc = useUcApi();
  const [tab, setTab] = useLedgerTab();
  const { t, i18n } = useTranslation();
  const { data, error, page, goTo, reload } = usePagedList<BillEntry, Awaited<ReturnType<typeof uc.bills>>>(
    (p) => uc.bills(tab, p, LEDGER_PAGE_SIZE),
    [uc, tab],
  );
  return (
    <section css={panelCss} data-testid="uc-balance-page">
      <h1>{t('balance.title')}</h1>
      <div css={headCss}>
        <span>{t('balance.now')}</span>
        <b data-testid="balance-now">{data ? formatYuan(data.now_money) : '-'}</b>
      </div>
      <LedgerTabs tab={tab} onTab={setTab} />
      {error && <ErrorBox message={error} onRetry={() => void reload()} />}
      {data && data.list.length === 0 && <Empty text={t('balance.empty')} />}
      {data && data.list.length > 0 && (
        <table data-testid="bill-list">
          <thead>
            <tr>
              <th>{t('ledger.detail')}</th>
              <th>{t('ledger.time')}</th>
              <th>{t('ledger.amount')}</th>
              <th>{t('ledger.balanceAfter')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((b) => {
              const line = ledgerLine(t, i18n.language, b);
              return (
              <tr key={b.id}>
                <td>
                  {line.title}
                  {line.mark && <div className="muted">{line.mark}</div>}
                </td>
                <td className="muted">{formatChinaTime(b.created_at)}</td>
                <td className={b.pm ? 'plus' : 'minus'}>
                  {b.pm ? '+' : '-'}
                  {formatYuan(b.number)}
                </td>
                <td>{formatYuan(b.balance)}</td>
              </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {data && <Pager page={page} total={data.count} size={LEDGER_PAGE_SIZE} onPage={goTo} />}
    </section>
  );
}
