import { css } from '@emotion/react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import type { GroupBuyGroup } from '@mall/api-client';
import { formatYuan, Price, theme } from '@mall/ui';
import { ActivityStatusFrame } from '../common/activity-status-frame';
import { Countdown } from '../common/countdown';
import { MemberAvatars } from './member-avatars';
import { ShareLink } from '../common/share-link';

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

const HINT: Record<number, string> = {
  10: '拼团成功，商家将尽快为您发货',
  [-1]: '拼团失败，已付款项将原路退回',
};

/** /combination_status/:id — a group: members, state, time left, 邀请好友 for members, 参团 for others. */
export function GroupStatusPage() {
  const g = useLoaderData() as GroupBuyGroup;
  const revalidator = useRevalidator();
  const detail = `/goods_combination_detail/${g.goods.id}`;
  const filling = g.status === 0;
  return (
    <ActivityStatusFrame
      css={pageCss}
      page="combination-status"
      href={detail}
      goods={g.goods}
      summary={
        <div className="prices">
          <span>{g.people}人团</span>
          <Price fen={g.goods.price} size={20} />
          <del>¥{formatYuan(g.goods.ot_price)}</del>
        </div>
      }
      testId="group-status"
      status={g.status}
    >
      <h1 className="state" data-status={g.status}>
        {g.status_text}
      </h1>
      <div className="hint">
        {filling ? (
          <>
            还差<b data-testid="group-left">{g.left}</b>人拼成，
            <Countdown seconds={g.ends_at - g.server_time} label="剩余" onEnd={() => void revalidator.revalidate()} />
          </>
        ) : (
          HINT[g.status]
        )}
      </div>
      <div className="members">
        <MemberAvatars members={g.members} empty={filling ? g.left : 0} size={56} />
      </div>
      <div className="act">
        {filling && g.viewer.is_member && <ShareLink path={g.share_link} label="拼团链接" invite="邀请好友" />}
        {filling && !g.viewer.is_member && g.viewer.refusal === null && (
          <Link to={`${detail}?group=${g.id}`} data-testid="join">
            我要参团
          </Link>
        )}
        {filling && !g.viewer.is_member && g.viewer.refusal !== null && (
          <span className="refused">{g.viewer.refusal}</span>
        )}
        {!filling && <Link to={detail}>{g.viewer.is_member ? '再开一团' : '我也要开团'}</Link>}
      </div>
      <div className="rules">拼团规则：好友参团并付款，人满成团后发货；到时未成团，系统自动退款</div>
    </ActivityStatusFrame>
  );
}
