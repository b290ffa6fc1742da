import { useCallback, useEffect, useState } from 'react';
import { css } from '@emotion/react';
import type { BrokerageWithdrawal, SpreadInfo } from '@mall/api-client';
import { ErrorBox, formatChinaTime, formatYuan, Pager, theme } from '@mall/ui';
import { Empty } from '../../shared/empty';
import { figureRowCss, LEDGER_PAGE_SIZE } from '../../shared/ledger-summary';
import { panelCss } from '../../shared/page-styles';
import { usePagedList } from '../../shared/use-paged';
import { useRefreshUser } from '../member/use-member-api';
import { InviteCard } from './invite-card';
import { useDistributionApi } from './use-distribution-api';
import { WithdrawForm } from './withdraw-form';
import { useTranslation } from 'react-i18next';

/** The band of the ledgers, roomier; only the amount that can be withdrawn in price red. */
const totalsCss = css`
  ${figureRowCss};
  margin-bottom: 20px;
  div {
    padding: 20px 24px;
  }
  b {
    color: ${theme.text};
  }
  .available b {
    font-size: 32px;
    color: ${theme.priceText};
  }
`;

const factsCss = css`
  margin: -8px 0 20px;
  color: ${theme.muted};
  font-size: 13px;
  span + span {
    margin-left: 24px;
  }
`;

const recordsTitleCss = css`
  font-size: 15px;
  margin: 0 0 8px;
`;

/** /user/brokerage (我的佣金): totals, the invite code and link, withdrawal to the balance and its records. */
export function BrokeragePage() {
  const spread = useDistributionApi();
  const refreshUser = useRefreshUser();
  const [info, setInfo] = useState<SpreadInfo | null>(null);
  const { t, i18n } = useTranslation();
  const [error, setError] = useState('');
  const loadInfo = useCallback(async () => {
    try {
      setInfo(await spread.info());
      setError('');
    } catch (err) {
      setError((err as Error).message || t('common.requestError'));
    }
  }, [spread, t]);
  useEffect(() => {
    void loadInfo();
  }, [loadInfo]);
  const records = usePagedList<BrokerageWithdrawal>((p) => spread.withdrawals(p, LEDGER_PAGE_SIZE), [spread]);

  const withdraw = async (fen: number) => {
    await spread.withdraw(fen);
    await Promise.all([loadInfo(), records.reload(), refreshUser().catch(() => null)]);
  };

  return (
    <section css={panelCss} data-testid="uc-brokerage-page">
      <h1>{t('brokerage.title')}</h1>
      {error && <ErrorBox message={error} onRetry={() => void loadInfo()} />}
      {info && (
        <>
          <div css={totalsCss}>
            <div className="available">
              <span>{t('brokerage.available')}</span>
              <b data-testid="brokerage-available">{formatYuan(info.brokerage_price)}</b>
            </div>
            <div>
              <span>{t('brokerage.frozen')}</span>
              <b data-testid="brokerage-frozen">{formatYuan(info.frozen_price)}</b>
            </div>
            <div>
              <span>{t('brokerage.withdrawn')}</span>
              <b data-testid="brokerage-withdrawn">{formatYuan(info.withdrawn_price)}</b>
            </div>
          </div>
          <p css={factsCss}>
            <span>
              {t('brokerage.rates', { one: info.rate_one, two: info.rate_two })}
            </span>
            <span>{t('brokerage.thaw', { days: info.freeze_days })}</span>
            <span>
              {t('brokerage.users', { count: info.spread_count, two: info.spread_count_two })}
            </span>
            {info.parent && (
              <span>
                {t('brokerage.parent')}
                <span data-authored>{info.parent.nickname}</span>
              </span>
            )}
          </p>
          <InviteCard info={info} />
          <WithdrawForm available={info.brokerage_price} min={info.min_withdraw} withdraw={withdraw} />
        </>
      )}
      <h2 css={recordsTitleCss}>{t('brokerage.records')}</h2>
      {records.error && <ErrorBox message={records.error} onRetry={() => void records.reload()} />}
      {records.data && records.data.list.length === 0 && <Empty text={t('brokerage.empty')} />}
      {records.data && records.data.list.length > 0 && (
        <table data-testid="withdraw-list">
          <thead>
            <tr>
              <th>{t('ledger.detail')}</th>
              <th>{t('ledger.time')}</th>
              <th>{t('ledger.amount')}</th>
              <th>{t('brokerage.afterBalance')}</th>
            </tr>
          </thead>
          <tbody>
            {records.data.list.map((b) => (
              <tr key={b.id}>
                {/* the API writes the entry in Chinese; other languages name it from the catalogue */}
                {i18n.language === 'zh-CN' ? (
                  <td>
                    {b.title}
                    <div className="muted">{b.mark}</div>
                  </td>
                ) : (
                  <td>{t('brokerage.withdrawal')}</td>
                )}
                <td className="muted">{formatChinaTime(b.created_at)}</td>
                <td className="plus">+{formatYuan(b.number)}</td>
                <td>{formatYuan(b.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {records.data && <Pager page={records.page} total={records.data.count} size={LEDGER_PAGE_SIZE} onPage={records.goTo} />}
    </section>
  );
}
