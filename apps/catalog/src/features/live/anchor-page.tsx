import { css } from '@emotion/react';
import { useLoaderData } from 'react-router';
import { Link } from '@mall/app-kit';
import type { AnchorProfile } from '@mall/api-client';
import { Avatar, theme } from '@mall/ui';
import { FollowButton } from './follow-button';
import { countText } from './live-format';
import { RoomCard, roomGridCss } from './room-card';
import { useFollowAnchor } from './use-follow-anchor';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { live } from '../../i18n/zh-CN/live';

// this module's texts come with its chunk
catalogTexts.add({ live });

const headCss = css`
  display: flex;
  align-items: center;
  gap: 24px;
  padding: 28px 32px;
  margin-bottom: 16px;
  border-radius: 6px;
  background: linear-gradient(120deg, #fff6dc, #fff 70%);
  border: 1px solid #f6e3a8;
  .who {
    flex: 1;
    min-width: 0;
  }
  h1 {
    margin: 0;
    font-size: 22px;
    display: flex;
    align-items: center;
    gap: 10px;
  }
  .on-air {
    font-size: 12px;
    font-weight: normal;
    color: #fff;
    background: ${theme.priceText};
    padding: 0 8px;
    line-height: 20px;
    border-radius: 10px;
  }
  .shop {
    margin-top: 6px;
    font-size: 13px;
    color: #666;
  }
  .shop a {
    color: ${theme.goldText};
  }
  .intro {
    margin: 10px 0 0;
    font-size: 13px;
    color: #666;
    line-height: 1.7;
  }
  .fans {
    text-align: center;
    padding: 0 24px;
    border-left: 1px solid #f0e2b6;
    border-right: 1px solid #f0e2b6;
  }
  .fans b {
    display: block;
    font-size: 24px;
    color: ${theme.text};
  }
  .fans span {
    font-size: 12px;
    color: ${theme.muted};
  }
`;

const sectionCss = css`
  margin-bottom: 24px;
  h2 {
    font-size: 18px;
    margin: 0 0 12px;
    padding-left: 10px;
    border-left: 4px solid ${theme.gold};
  }
  .empty {
    background: #fff;
    padding: 40px 0;
    text-align: center;
    color: ${theme.muted};
  }
`;

function Rooms({
  title,
  rooms,
  empty,
  testId,
}: {
  title: string;
  rooms: AnchorProfile['rooms'];
  empty: string;
  testId: string;
}) {
  return (
    <section css={sectionCss} data-testid={testId}>
      <h2>{title}</h2>
      {rooms.length > 0 ? (
        <ul css={roomGridCss}>
          {rooms.map((r) => (
            <RoomCard key={r.id} room={r} />
          ))}
        </ul>
      ) : (
        <div className="empty">{empty}</div>
      )}
    </section>
  );
}

/** /anchorHome?id= — the anchor's profile, followers and follow button, rooms and replays. */
export function AnchorPage() {
  const anchor = useLoaderData() as AnchorProfile;
  const follow = useFollowAnchor(anchor.id, { is_follow: anchor.is_follow, fans: anchor.fans });
  const { t, language } = useCatalogTexts();
  return (
    <section data-page="anchor-home">
      <div css={headCss}>
        <Avatar src={anchor.avatar} size={96} alt={anchor.nickname} />
        <div className="who">
          <h1>
            <span data-authored>{anchor.nickname}</span>
            {anchor.is_live && <span className="on-air">{t('live.badge.live')}</span>}
          </h1>
          <div className="shop">
            {t('live.shop')}
            <Link to={`/store?id=${anchor.mer_id}`} data-authored>
              {anchor.mer_name}
            </Link>
          </div>
          {anchor.intro ? (
            <p className="intro" data-authored>
              {anchor.intro}
            </p>
          ) : (
            <p className="intro">{t('live.noIntro')}</p>
          )}
        </div>
        <div className="fans">
          <b data-testid="anchor-fans">{countText(follow.fans, language)}</b>
          <span>{t('live.fans')}</span>
        </div>
        <FollowButton on={follow.is_follow} busy={follow.busy} onClick={() => void follow.toggle()} />
      </div>
      <Rooms title={t('live.rooms')} rooms={anchor.rooms} empty={t('live.noRooms')} testId="anchor-rooms" />
      <Rooms
        title={t('live.tabs.replays')}
        rooms={anchor.replays}
        empty={t('live.empty.replays')}
        testId="anchor-replays"
      />
    </section>
  );
}
