import { css } from '@emotion/react';
import { useLoaderData, useRevalidator } from 'react-router';
import { Link } from '@mall/app-kit';
import type { GroupBuyGroup } from '@mall/api-client';
import { formatYuan, Price, theme } from '@mall/ui';
import { ActivityStatusFrame } from '../common/activity-status-frame';
import { Countdown } from '../common/countdown';
import { MemberAvatars } from './member-avatars';
import { ShareLink } from '../common/share-link';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { NODE, withNode } from '../../i18n/with-node';
import { groupStatusKey } from './group-status-text';
import { groupBuy } from '../../i18n/zh-CN/group-buy';

// this module's texts come with its chunk
catalogTexts.add({ groupBuy });

const pageCss = css`
  .goods .prices {
    display: flex;
    align-items: baseline;
    gap: 8px;
    margin-top: 8px;
    font-size: 12px;
    color: ${theme.muted};
  }
  .main {
    padding: 32px 40px;
  }
  .state {
    font-size: 22px;
    margin: 0 0 8px;
  }
  .state[data-status='0'] {
    color: ${theme.priceText};
  }
  .state[data-status='10'] {
    color: #20a162;
  }
  .state[data-status='-1'] {
    color: ${theme.muted};
  }
  .hint {
    color: ${theme.muted};
    font-size: 14px;
    margin-bottom: 24px;
  }
  .hint b {
    color: ${theme.priceText};
    margin: 0 2px;
  }
  .members {
    display: flex;
    justify-content: center;
    margin-bottom: 32px;
  }
  .act {
    max-width: 520px;
    margin: 0 auto;
  }
  .act a,
  .act .refused {
    display: block;
    line-height: 44px;
    font-size: 16px;
    color: #fff;
    background: ${theme.priceText};
  }
  .act .refused {
    background: #ccc;
  }
  .rules {
    margin-top: 28px;
    padding-top: 16px;
    border-top: 1px dashed ${theme.border};
    color: ${theme.muted};
    font-size: 12px;
  }
`;

/** /combination_status/:id — a group: members, state, time left, 邀请好友 for members, 参团 for others. */
export function GroupStatusPage() {
  const g = useLoaderData() as GroupBuyGroup;
  const revalidator = useRevalidator();
  const detail = `/goods_combination_detail/${g.goods.id}`;
  const filling = g.status === 0;
  const { t } = useCatalogTexts();
  const statusKey = groupStatusKey(g.status);
  return (
    <ActivityStatusFrame
      css={pageCss}
      page="combination-status"
      href={detail}
      goods={g.goods}
      summary={
        <div className="prices">
          <span>{t('groupBuy.size', { count: g.people })}</span>
          <Price fen={g.goods.price} size={20} />
          <del>¥{formatYuan(g.goods.ot_price)}</del>
        </div>
      }
      testId="group-status"
      status={g.status}
    >
      <h1 className="state" data-status={g.status}>
        {statusKey ? t(statusKey) : g.status_text}
      </h1>
      <div className="hint">
        {filling ? (
          <>
            {withNode(t('groupBuy.left', { count: NODE }), <b data-testid="group-left">{g.left}</b>)}
            {t('groupBuy.comma')}
            <Countdown
              until={g.ends_at}
              serverTime={g.server_time}
              label={t('groupBuy.timeLeft')}
              onEnd={() => void revalidator.revalidate()}
            />
          </>
        ) : g.status === 10 ? (
          t('groupBuy.doneHint')
        ) : g.status === -1 ? (
          t('groupBuy.failedHint')
        ) : null}
      </div>
      <div className="members">
        <MemberAvatars members={g.members} empty={filling ? g.left : 0} size={56} />
      </div>
      <div className="act">
        {filling && g.viewer.is_member && (
          <ShareLink path={g.share_link} label={t('groupBuy.link')} invite={t('groupBuy.invite')} />
        )}
        {filling && !g.viewer.is_member && g.viewer.refusal === null && (
          <Link to={`${detail}?group=${g.id}`} data-testid="join">
            {t('groupBuy.join')}
          </Link>
        )}
        {filling && !g.viewer.is_member && g.viewer.refusal !== null && (
          <span className="refused">{g.viewer.refusal}</span>
        )}
        {!filling && <Link to={detail}>{g.viewer.is_member ? t('groupBuy.again') : t('groupBuy.meToo')}</Link>}
      </div>
      <div className="rules">{t('groupBuy.statusRules')}</div>
    </ActivityStatusFrame>
  );
}
