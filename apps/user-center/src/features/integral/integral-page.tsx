import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { useApi } from '@mall/app-kit';
import type { PointsEntry, PointsInfo } from '@mall/api-client';
import { ErrorBox, formatChinaTime, Pager, theme } from '@mall/ui';
import { Empty } from '../../shared/empty';
import { figureRowCss, LEDGER_PAGE_SIZE } from '../../shared/ledger-summary';
import { LedgerTabs, useLedgerTab } from '../../shared/ledger-tabs';
import { panelCss } from '../../shared/page-styles';
import { usePagedList } from '../../shared/use-paged';
import { useUcApi } from '../../shared/use-uc-api';
import { useTranslation } from 'react-i18next';
import { ledgerLine, pointsSource } from '../../shared/ledger-texts';

const summaryCss = css`
  ${figureRowCss};
  small {
    display: block;
    margin-top: 4px;
    color: ${theme.muted};
  }
`;

const rulesCss = css`
  margin-top: 24px;
  padding: 14px 18px;
  background: ${theme.background};
  color: #666;
  font-size: 13px;
  line-height: 1.8;
  h2 {
    font-size: 14px;
    margin: 0 0 6px;
    color: ${theme.text};
  }
`;

/** /user/integral: points held, about to expire, the ledger with its sources, and the rules. */
export function IntegralPage() {
  const api = useApi();
  const uc = useUcApi();
  const [tab, setTab] = useLedgerTab();
  const { t, i18n } = useTranslation();
  const [info, setInfo] = useState<PointsInfo | null>(null);
  const [rules, setRules] = useState('');
  const { data, error, page, goTo, reload } = usePagedList<PointsEntry>((p) => uc.points(tab, p, LEDGER_PAGE_SIZE), [uc, tab]);

  useEffect(() => {
    uc.pointsInfo().then(setInfo, () => undefined);
    api
      .get<{ content?: string }>('/api/agreement/sys_integral_rule')
      .then((a) => setRules(a.content ?? ''), () => setRules(''));
  }, [api, uc]);

  return (
    <section css={panelCss} data-testid="uc-integral-page">
      <h1>{t('integral.title')}</h1>
      <div css={summaryCss}>
        <div>
          <span>{t('integral.now')}</span>
          <b data-testid="points-total">{info?.integral ?? '-'}</b>
        </div>
        <div>
          <span>{t('integral.earned')}</span>
          <b>{info?.earned ?? '-'}</b>
        </div>
        <div>
          <span>{t('integral.spent')}</span>
          <b>{info?.spent ?? '-'}</b>
        </div>
        <div data-testid="points-expiring">
          <span>{t('integral.expiring')}</span>
          <b>{info ? (info.expiring?.number ?? 0) : '-'}</b>
          {info?.expiring && <small>{t('integral.expiresOn', { day: formatChinaTime(info.expiring.expires_at).slice(0, 10) })}</small>}
        </div>
      </div>
      <LedgerTabs tab={tab} onTab={setTab} />
      {error && <ErrorBox message={error} onRetry={() => void reload()} />}
      {data && data.list.length === 0 && <Empty text={t('integral.empty')} />}
      {data && data.list.length > 0 && (
        <table data-testid="points-list">
          <thead>
            <tr>
              <th>{t('integral.source')}</th>
              <th>{t('integral.note')}</th>
              <th>{t('ledger.time')}</th>
              <th>{t('integral.change')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((e) => {
              const line = ledgerLine(t, i18n.language, e);
              return (
              <tr key={e.id}>
                <td>{pointsSource(t, i18n.language, e)}</td>
                <td>
                  {line.title}
                  {line.mark && <div className="muted">{line.mark}</div>}
                </td>
                <td className="muted">{formatChinaTime(e.created_at)}</td>
                <td className={e.pm ? 'plus' : 'minus'}>
                  {e.pm ? '+' : '-'}
                  {e.number}
                </td>
              </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {data && <Pager page={page} total={data.count} size={LEDGER_PAGE_SIZE} onPage={goTo} />}
      {rules && (
        <div css={rulesCss}>
          <h2>{t('integral.rules')}</h2>
          {/* the agreement is sanitised rich text from the server */}
          <div data-authored dangerouslySetInnerHTML={{ __html: rules }} />
        </div>
      )}
    </section>
  );
}
