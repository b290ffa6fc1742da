import { css } from '@emotion/react';
import type { GroupMember } from '@mall/api-client';
import { Avatar, theme } from '@mall/ui';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { groupBuy } from '../../i18n/zh-CN/group-buy';

// this module's texts come with its chunk
catalogTexts.add({ groupBuy });

const rowCss = css`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;
  .avatar {
    position: relative;
    width: var(--size);
    height: var(--size);
    flex: none;
  }
  .avatar img {
    box-shadow:
      0 0 0 2px #fff,
      0 0 0 3px ${theme.border};
  }
  .avatar .badge {
    position: absolute;
    left: 50%;
    bottom: -6px;
    transform: translateX(-50%);
    padding: 0 4px;
    font-size: 10px;
    line-height: 14px;
    border-radius: 7px;
    white-space: nowrap;
    color: #fff;
    background: ${theme.priceText};
  }
  .empty {
    width: var(--size);
    height: var(--size);
    border-radius: 50%;
    border: 1px dashed #ccc;
    color: #bbb;
    display: flex;
    align-items: center;
    justify-content: center;
    font-size: calc(var(--size) * 0.4);
  }
`;

interface Props {
  members: GroupMember[];
  /** seats still free, drawn as empty circles */
  empty?: number;
  size?: number;
}

/** Members' avatars (团长 marked), then the free seats. */
export function MemberAvatars({ members, empty = 0, size = 32 }: Props) {
  const { t } = useCatalogTexts();
  return (
    <div css={rowCss} style={{ ['--size' as string]: `${size}px` }} data-testid="group-members">
      {members.map((m, i) => (
        <span className="avatar" key={i} title={m.nickname} data-testid="member-avatar">
          <Avatar src={m.avatar} size={size} alt={m.nickname} />
          {m.is_leader && size >= 40 && <span className="badge">{t('groupBuy.leader')}</span>}
        </span>
      ))}
      {Array.from({ length: empty }, (_, i) => (
        <span className="empty" key={`e${i}`} aria-label={t('groupBuy.seat')}>
          ?
        </span>
      ))}
    </div>
  );
}
