import { css } from '@emotion/react';
import { Link } from '@mall/app-kit';
import type { OpenGroup } from '@mall/api-client';
import { theme } from '@mall/ui';
import { Countdown } from '../common/countdown';
import { MemberAvatars } from './member-avatars';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { NODE, withNode } from '../../i18n/with-node';
import { groupBuy } from '../../i18n/zh-CN/group-buy';

// this module's texts come with its chunk
catalogTexts.add({ groupBuy });

const listCss = css`
  margin: 20px 16px 0;
  border: 1px solid ${theme.border};
  h2 {
    margin: 0;
    padding: 0 12px;
    line-height: 36px;
    font-size: 14px;
    font-weight: normal;
    background: #fafafa;
    border-bottom: 1px solid ${theme.border};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 10px 12px;
    font-size: 13px;
  }
  li + li {
    border-top: 1px dashed ${theme.border};
  }
  .who {
    width: 110px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .need {
    margin-left: auto;
    text-align: right;
    line-height: 20px;
  }
  .need b {
    color: ${theme.priceText};
  }
  .join {
    flex: none;
    width: 72px;
    line-height: 30px;
    text-align: center;
    color: #fff;
    background: ${theme.priceText};
    border: 0;
    border-radius: 15px;
    cursor: pointer;
  }
  .join:disabled {
    background: #ccc;
    cursor: not-allowed;
  }
  .mine {
    flex: none;
    width: 72px;
    line-height: 30px;
    text-align: center;
    color: ${theme.priceText};
    border: 1px solid ${theme.priceRed};
    border-radius: 15px;
  }
`;

interface Props {
  groups: OpenGroup[];
  serverTime: number;
  disabled: boolean;
  onJoin: (groupId: number) => void;
  onEnd: () => void;
}

/** 小伙伴在开团: groups one can join now, each with its members, seats left, time left and 去参团. */
export function OpenGroups({ groups, serverTime, disabled, onJoin, onEnd }: Props) {
  const { t } = useCatalogTexts();
  if (groups.length === 0) return null;
  return (
    <div css={listCss} data-testid="open-groups">
      <h2>{t('groupBuy.openGroups')}</h2>
      <ul>
        {groups.map((g) => (
          <li key={g.id} data-testid="open-group" data-group={g.id}>
            <MemberAvatars members={g.members} />
            <span className="who" data-authored>
              {g.leader.nickname}
            </span>
            <span className="need">
              {withNode(t('groupBuy.left', { count: NODE }), <b>{g.left}</b>)}
              <br />
              <Countdown until={g.ends_at} serverTime={serverTime} label={t('groupBuy.timeLeft')} onEnd={onEnd} />
            </span>
            {g.is_member ? (
              <Link className="mine" to={`/combination_status/${g.id}`}>
                {t('groupBuy.view')}
              </Link>
            ) : (
              <button type="button" className="join" disabled={disabled} onClick={() => onJoin(g.id)}>
                {t('groupBuy.joinNow')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
