import { useCallback, useEffect, useRef, useState } from 'react';
import {
  serviceApi,
  type ServiceDesk,
  type ServiceInput,
  type ServiceMessage,
  type ServiceMessageEvent,
  type ServiceReadEvent,
} from '@mall/api-client';
import { useApi } from '@mall/app-kit';
import { newMessageId, sharedRealtimeClient, type RealtimeClient, type RealtimeStatus } from '@mall/realtime';

/** A message of ours the server has not acknowledged yet (or refused: `error`). */
export interface PendingMessage {
  client_msg_id: string;
  input: ServiceInput;
  error: string | null;
}

/** Adds messages, keeping one copy of each (by id) in id order. */
function merge(list: ServiceMessage[], more: ServiceMessage[]): ServiceMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * One shopper ↔ merchant conversation: the history (paged upwards), live messages and read
 * receipts over the service socket, and sending with a client id so that a resend after a
 * dropped connection is stored once. After every reconnect it fetches what it missed.
 */
export function useChat(merId: number) {
  const api = useApi();
  const [desk, setDesk] = useState<ServiceDesk | null>(null);
  const [messages, setMessages] = useState<ServiceMessage[]>([]);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<RealtimeStatus>('connecting');
  const socketRef = useRef<RealtimeClient | null>(null);
  const lastIdRef = useRef(0);
  const loadingOlder = useRef(false);

  const add = useCallback((more: ServiceMessage[]) => {
    if (more.length === 0) return;
    lastIdRef.current = Math.max(lastIdRef.current, ...more.map((m) => m.id));
    setMessages((list) => merge(list, more));
    const ids = new Set(more.map((m) => m.client_msg_id));
    setPending((list) => list.filter((p) => !ids.has(p.client_msg_id)));
  }, []);

  /** Staff messages shown while the page is visible are read. */
  const readUpTo = useCallback(
    (upTo: number) => {
      if (document.visibilityState !== 'visible') return;
      socketRef.current?.send('read', { mer_id: merId, up_to: upTo }).catch(() => undefined);
    },
    [merId],
  );

  useEffect(() => {
    const service = serviceApi(api);
    let live = true;
    let loaded = false;
    const socket = sharedRealtimeClient('/api/service/ws');
    socketRef.current = socket;
    socket.onStatus(setStatus);
    // the top bar may have opened the connection already: no 'open' event is coming then
    setStatus(socket.status);
    socket.on('message', (data) => {
      const { mer_id, message } = data as ServiceMessageEvent;
      if (mer_id !== merId) return;
      add([message]);
      if (message.sender === 'staff') readUpTo(message.id);
    });
    socket.on('read', (data) => {
      const r = data as ServiceReadEvent;
      if (r.mer_id !== merId || r.reader !== 'staff') return;
      setMessages((list) => list.map((m) => (m.sender === 'user' && m.id <= r.up_to ? { ...m, read: true } : m)));
    });
    // after a reconnect: what arrived meanwhile, and whether our messages were read
    socket.onOpen(() => {
      if (!loaded) return;
      service.history(merId, { after: lastIdRef.current, limit: 50 }).then(
        (page) => live && add(page.list),
        () => undefined,
      );
    });
    const onVisible = () => lastIdRef.current && readUpTo(lastIdRef.current);
    document.addEventListener('visibilitychange', onVisible);

    Promise.all([service.desk(merId), service.history(merId)])
      .then(async ([d, page]) => {
        if (!live) return;
        loaded = true;
        setDesk(d);
        setHasMore(page.has_more);
        add(page.list);
        if (page.list.some((m) => m.sender === 'staff' && !m.read)) await service.read(merId);
      })
      .catch((err: Error) => live && setError(err.message));
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onVisible);
      socket.close();
      socketRef.current = null;
    };
  }, [api, merId, add, readUpTo]);

  const deliver = useCallback(
    (p: PendingMessage) => {
      const socket = socketRef.current;
      if (!socket) return;
      socket.send<{ message: ServiceMessage }>('send', { mer_id: merId, ...p.input }, p.client_msg_id).then(
        ({ message }) => add([message]),
        (err: Error) =>
          setPending((list) =>
            list.map((q) => (q.client_msg_id === p.client_msg_id ? { ...q, error: err.message } : q)),
          ),
      );
    },
    [merId, add],
  );

  const send = useCallback(
    (input: ServiceInput) => {
      const p: PendingMessage = { client_msg_id: newMessageId(), input, error: null };
      setPending((list) => [...list, p]);
      deliver(p);
    },
    [deliver],
  );

  /** A refused message sent again, with the same id. */
  const retry = useCallback(
    (p: PendingMessage) => {
      setPending((list) => list.map((q) => (q.client_msg_id === p.client_msg_id ? { ...q, error: null } : q)));
      deliver({ ...p, error: null });
    },
    [deliver],
  );

  const loadOlder = useCallback(async () => {
    if (loadingOlder.current || !hasMore || messages.length === 0) return;
    loadingOlder.current = true;
    try {
      const page = await serviceApi(api).history(merId, { before: messages[0].id });
      setHasMore(page.has_more);
      setMessages((list) => merge(list, page.list));
    } finally {
      loadingOlder.current = false;
    }
  }, [api, merId, hasMore, messages]);

  return { desk, messages, pending, hasMore, error, status, send, retry, loadOlder };
}
