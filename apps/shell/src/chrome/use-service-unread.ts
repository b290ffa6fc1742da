import { useEffect } from 'react';
import { serviceApi } from '@mall/api-client';
import { useApi, useMallState } from '@mall/app-kit';
import type { RealtimeClient } from '@mall/realtime';

/**
 * The top bar's unread customer service count (spec: unreadNum): asked once on load, then kept
 * live by the service socket, which announces the count whenever staff write or the shopper reads.
 */
export function useServiceUnread(): void {
  const api = useApi();
  const loggedIn = useMallState((s) => Boolean(s.users));
  const open = useMallState((s) => s.openService === '1');
  const setUnreadNum = useMallState((s) => s.setUnreadNum);
  useEffect(() => {
    if (!loggedIn || !open) return;
    let live = true;
    const show = (count: number) => live && setUnreadNum(count);
    serviceApi(api)
      .unread()
      .then(
        ({ count }) => show(count),
        () => undefined,
      );
    // the socket's code loads only for a signed-in shopper with customer service on; the chat of
    // /service holds the same connection
    let socket: RealtimeClient | null = null;
    void import('@mall/realtime').then(
      ({ sharedRealtimeClient }) => {
        if (!live) return;
        socket = sharedRealtimeClient('/api/service/ws');
        socket.on('unread', (data) => show((data as { count: number }).count));
      },
      () => undefined,
    );
    return () => {
      live = false;
      socket?.close();
    };
  }, [api, loggedIn, open, setUnreadNum]);
}
