import { useCallback, useEffect, useRef, useState } from 'react';
import { liveApi, type LiveComment, type LiveRoomDetail } from '@mall/api-client';
import { useApi, useMallState } from '@mall/app-kit';
import { createRealtimeClient, socketUrl, type RealtimeClient } from '@mall/realtime';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { live } from '../../i18n/zh-CN/live';

// this module's texts come with its chunk
catalogTexts.add({ live });

const MAX_SHOWN = 200;

/** Adds comments not shown yet (a comment arrives as our ack and as the room's event), oldest first. */
function merge(list: LiveComment[], more: LiveComment[]): LiveComment[] {
  const seen = new Set(list.map((c) => c.id));
  const fresh = more.filter((c) => !seen.has(c.id));
  return fresh.length ? [...list, ...fresh].sort((a, b) => a.id - b.id).slice(-MAX_SHOWN) : list;
}

/**
 * The room's live state over its socket: comments of every viewer, likes and viewers. The socket
 * reconnects by itself and reopens as the viewer logs in or out (guests watch, members comment);
 * after a reconnect the comments missed meanwhile are fetched.
 */
export function useLiveRoom(room: LiveRoomDetail, initial: LiveComment[]) {
  const api = useApi();
  const loggedIn = useMallState((s) => Boolean(s.users));
  const [comments, setComments] = useState(initial);
  const [likes, setLikes] = useState(room.likes);
  const [viewers, setViewers] = useState({ viewers: room.viewers, online: 0 });
  const socket = useRef<RealtimeClient | null>(null);
  const playable = room.status !== 0;

  useEffect(() => {
    if (!playable) return;
    const client = createRealtimeClient({ url: () => socketUrl(`/api/live/socket/${room.id}`) });
    socket.current = client;
    client.on('live.comment', (c) => setComments((list) => merge(list, [c as LiveComment])));
    client.on('live.likes', (d) => setLikes((d as { likes: number }).likes));
    client.on('live.viewers', (d) => setViewers((v) => ({ ...v, ...(d as { viewers?: number; online: number }) })));
    client.onOpen(() => {
      liveApi(api)
        .comments(room.id, 50)
        .then(
          (list) => setComments((shown) => merge(shown, list)),
          () => undefined,
        );
    });
    return () => {
      client.close();
      socket.current = null;
    };
  }, [api, room.id, playable, loggedIn]);

  const { t } = useCatalogTexts();
  const sendComment = useCallback(
    async (content: string) => {
      if (!socket.current) throw new Error(t('live.connecting'));
      const comment = await socket.current.send<LiveComment>('comment', { content });
      setComments((list) => merge(list, [comment]));
    },
    [t],
  );

  return { comments, likes, setLikes, viewers, sendComment };
}
