import { css } from '@emotion/react';
import { useApi } from '@mall/app-kit';
import { intentionApi, type Intention } from '@mall/api-client';
import { ErrorBox, formatChinaTime, Pager, theme } from '@mall/ui';
import { Empty } from '../../shared/empty';
import { panelCss, plainBtnCss } from '../../shared/page-styles';
import { usePagedList } from '../../shared/use-paged';
import { useTranslation } from 'react-i18next';

const PAGE_SIZE = 10;

const statusCss = css`
  &[data-status='0'] {
    color: ${theme.goldText};
  }
  &[data-status='1'] {
    color: #3a9b3a;
  }
  &[data-status='2'] {
    color: ${theme.priceText};
  }
`;

/** /user/settle_record: the shopper's merchant settlement applications; pending or rejected ones can be edited. */
export function SettleRecordPage() {
  const api = useApi();
  const { t } = useTranslation();
  const { data, error, page, goTo, reload } = usePagedList<Intention>((p) => intentionApi(api).list(p, PAGE_SIZE), [api]);
  return (
    <section css={panelCss} data-testid="uc-settle-page">
      <h1>{t('settle.title')}</h1>
      {error && <ErrorBox message={error} onRetry={() => void reload()} />}
      {data && data.list.length === 0 && (
        <>
          <Empty text={t('settle.empty')} />
          <p style={{ textAlign: 'center' }}>
            <a css={plainBtnCss} href="/merchant_settled">
              {t('settle.apply')}
            </a>
          </p>
        </>
      )}
      {data && data.list.length > 0 && (
        <table data-testid="settle-list">
          <thead>
            <tr>
              <th>{t('settle.shop')}</th>
              <th>{t('settle.contact')}</th>
              <th>{t('settle.type')}</th>
              <th>{t('settle.time')}</th>
              <th>{t('settle.status')}</th>
              <th>{t('settle.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((i) => (
              <tr key={i.mer_intention_id}>
                <td data-authored>{i.mer_name}</td>
                <td data-authored>
                  {i.name} {i.phone}
                </td>
                <td data-authored>
                  {i.category_name} / {i.type_name}
                </td>
                <td className="muted">{formatChinaTime(i.create_time)}</td>
                <td>
                  <span css={statusCss} data-status={i.status}>
                    {t(`settle.states.s${i.status}`)}
                  </span>
                  {i.status === 2 && i.fail_msg && <div className="muted">
                      {t('settle.reason')}
                      <span data-authored>{i.fail_msg}</span>
                    </div>}
                </td>
                <td>{i.status !== 1 && <a href={`/merchant_settled?intention_id=${i.mer_intention_id}`}>{t('common.edit')}</a>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && <Pager page={page} total={data.count} size={PAGE_SIZE} onPage={goTo} />}
    </section>
  );
}
