import { css } from '@emotion/react';
import { useApi } from '@mall/app-kit';
import { INTENTION_STATUS_TEXT, intentionApi, type Intention } from '@mall/api-client';
import { ErrorBox, formatChinaTime, Pager, theme } from '@mall/ui';
import { Empty } from '../../shared/empty';
import { panelCss, plainBtnCss } from '../../shared/page-styles';
import { usePagedList } from '../../shared/use-paged';

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
  const { data, error, page, goTo, reload } = usePagedList<Intention>((p) => intentionApi(api).list(p, PAGE_SIZE), [api]);
  return (
    <section css={panelCss} data-testid="uc-settle-page">
      <h1>商家入驻记录</h1>
      {error && <ErrorBox message={error} onRetry={() => void reload()} />}
      {data && data.list.length === 0 && (
        <>
          <Empty text="暂无入驻申请" />
          <p style={{ textAlign: 'center' }}>
            <a css={plainBtnCss} href="/merchant_settled">
              申请入驻
            </a>
          </p>
        </>
      )}
      {data && data.list.length > 0 && (
        <table data-testid="settle-list">
          <thead>
            <tr>
              <th>店铺名称</th>
              <th>联系人</th>
              <th>店铺类型</th>
              <th>申请时间</th>
              <th>状态</th>
              <th>操作</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((i) => (
              <tr key={i.mer_intention_id}>
                <td>{i.mer_name}</td>
                <td>
                  {i.name} {i.phone}
                </td>
                <td>
                  {i.category_name} / {i.type_name}
                </td>
                <td className="muted">{formatChinaTime(i.create_time)}</td>
                <td>
                  <span css={statusCss} data-status={i.status}>
                    {INTENTION_STATUS_TEXT[i.status]}
                  </span>
                  {i.status === 2 && i.fail_msg && <div className="muted">原因：{i.fail_msg}</div>}
                </td>
                <td>{i.status !== 1 && <a href={`/merchant_settled?intention_id=${i.mer_intention_id}`}>编辑</a>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && <Pager page={page} total={data.count} size={PAGE_SIZE} onPage={goTo} />}
    </section>
  );
}
