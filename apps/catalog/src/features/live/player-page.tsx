import { css } from '@emotion/react';
import { useLoaderData } from 'react-router';
import { Link } from '@mall/app-kit';
import { Avatar, theme } from '@mall/ui';
import { CommentPanel } from './comment-panel';
import { FollowButton } from './follow-button';
import { HlsVideo } from './hls-video';
import { LiveGoodsItem } from './live-goods';
import { countText, liveTime } from './live-format';
import type { PlayerData } from './load-live';
import { useFollowAnchor } from './use-follow-anchor';
import { useLikes } from './use-likes';
import { useLiveRoom } from './use-live-room';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { live } from '../../i18n/zh-CN/live';

// this module's texts come with its chunk
catalogTexts.add({ live });

const headCss = css`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 16px;
  background: #fff;
  border-radius: 6px 6px 0 0;
  .who {
    display: flex;
    align-items: center;
    gap: 10px;
    color: ${theme.text};
  }
  .who b {
    display: block;
    font-size: 15px;
  }
  .who span {
    font-size: 12px;
    color: ${theme.muted};
  }
  h1 {
    flex: 1;
    margin: 0 0 0 16px;
    font-size: 16px;
    font-weight: normal;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .status {
    padding: 0 10px;
    line-height: 22px;
    border-radius: 11px;
    font-size: 12px;
    color: #fff;
    background: #666;
  }
  .status[data-status='1'] {
    background: ${theme.priceText};
  }
  .status[data-status='0'] {
    background: #20a162;
  }
`;

const stageCss = css`
  display: grid;
  grid-template-columns: 820px 1fr;
  height: 500px;
  background: #000;
  .screen {
    position: relative;
    display: flex;
    flex-direction: column;
  }
  .video {
    position: relative;
    flex: 1;
    min-height: 0;
  }
  video {
    width: 100%;
    height: 100%;
    display: block;
    background: #000;
  }
  .video-error,
  .before {
    position: absolute;
    inset: 0;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 10px;
    color: #fff;
    font-size: 16px;
    background: rgba(0, 0, 0, 0.55);
  }
  .before img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    z-index: -1;
  }
  .bar {
    display: flex;
    align-items: center;
    gap: 16px;
    height: 48px;
    padding: 0 16px;
    background: #17171b;
    color: #ccc;
    font-size: 13px;
  }
  .like {
    margin-left: auto;
    display: flex;
    align-items: center;
    gap: 6px;
    padding: 0 16px;
    line-height: 32px;
    border-radius: 16px;
    border: none;
    background: ${theme.priceText};
    color: #fff;
    cursor: pointer;
    font-size: 14px;
  }
  .like:active {
    transform: scale(0.95);
  }
  .notice {
    color: #ff8a80;
  }
`;

const goodsCss = css`
  margin-top: 16px;
  background: #fff;
  border-radius: 6px;
  padding: 4px 20px 12px;
  h2 {
    font-size: 16px;
    margin: 12px 0 4px;
    padding-left: 10px;
    border-left: 4px solid ${theme.gold};
  }
  ul {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    column-gap: 24px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .empty {
    padding: 30px 0;
    text-align: center;
    color: ${theme.muted};
  }
`;

/** /livePlayer?id= — the stream (hls.js), likes, the live comment stream and the pinned goods. */
export function PlayerPage() {
  const { room, comments: initial } = useLoaderData() as PlayerData;
  const live = useLiveRoom(room, initial);
  const likes = useLikes(room.id, live.setLikes);
  const follow = useFollowAnchor(room.anchor.id, { is_follow: room.anchor.is_follow, fans: room.anchor.fans });
  const { t, language } = useCatalogTexts();
  const closedReason =
    room.status === 0 ? t('live.commentsLater') : room.status === 2 ? t('live.noReplayComments') : null;
  return (
    <section data-page="live-player">
      <div css={headCss}>
        <Link to={`/anchorHome?id=${room.anchor.id}`} className="who">
          <Avatar src={room.anchor.avatar} size={44} alt={room.anchor.nickname} />
          <span>
            <b data-authored>{room.anchor.nickname}</b>
            <span>{t('live.fansCount', { count: countText(follow.fans, language) })}</span>
          </span>
        </Link>
        <FollowButton on={follow.is_follow} busy={follow.busy} onClick={() => void follow.toggle()} />
        <h1 title={room.title} data-authored>
          {room.title}
        </h1>
        <span className="status" data-status={room.status}>
          {t(`live.badge.${(['upcoming', 'live', 'replay'] as const)[room.status]}`)}
        </span>
      </div>
      <div css={stageCss}>
        <div className="screen">
          {room.status === 0 ? (
            <div className="video">
              <div className="before">
                <img src={room.cover} alt="" />
                <b>{t('live.tabs.upcoming')}</b>
                <span>{t('live.comingAt', { time: liveTime(room.start_time) })}</span>
              </div>
            </div>
          ) : (
            <HlsVideo src={room.stream_url} poster={room.cover} loop={room.status === 1} />
          )}
          <div className="bar">
            <span data-testid="live-viewers">
              {t('live.viewersSpaced', { count: countText(live.viewers.viewers, language) })}
            </span>
            {live.viewers.online > 0 && <span>{t('live.online', { count: live.viewers.online })}</span>}
            {likes.notice && <span className="notice">{likes.notice}</span>}
            {room.status !== 0 && (
              <button type="button" className="like" onClick={likes.tap} data-testid="live-like">
                ♥{' '}
                <span data-testid="live-likes" data-count={live.likes}>
                  {countText(live.likes, language)}
                </span>
              </button>
            )}
          </div>
        </div>
        <CommentPanel comments={live.comments} closedReason={closedReason} onSend={live.sendComment} />
      </div>
      <div css={goodsCss} data-testid="live-goods-list">
        <h2>{t('live.goods', { count: room.goods.length })}</h2>
        {room.goods.length > 0 ? (
          <ul>
            {room.goods.map((g) => (
              <LiveGoodsItem key={g.product_id} goods={g} />
            ))}
          </ul>
        ) : (
          <div className="empty">{t('live.noGoods')}</div>
        )}
      </div>
    </section>
  );
}
