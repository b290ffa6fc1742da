import { useLayoutEffect, useRef } from 'react';
import type { ServiceDesk, ServiceMessage } from '@mall/api-client';
import { useMallState } from '@mall/app-kit';
import { Avatar, formatChinaTime } from '@mall/ui';
import { MessageContent } from './message-content';
import type { PendingMessage } from './use-chat';
import { useTranslation } from 'react-i18next';

interface Props {
  desk: ServiceDesk;
  messages: ServiceMessage[];
  pending: PendingMessage[];
  hasMore: boolean;
  onOlder(): Promise<void>;
  onRetry(p: PendingMessage): void;
}

/**
 * The conversation, oldest at the top. Scrolling to the top loads older messages and keeps the
 * reader's place; a new message at the bottom scrolls into view.
 */
export function MessageList({ desk, messages, pending, hasMore, onOlder, onRetry }: Props) {
  const me = useMallState((s) => s.users);
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const lastId = useRef(0);
  const keep = useRef<{ height: number; top: number } | null>(null);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (keep.current) {
      el.scrollTop = el.scrollHeight - keep.current.height + keep.current.top;
      keep.current = null;
      return;
    }
    const newest = messages.at(-1)?.id ?? 0;
    if (newest !== lastId.current || pending.length > 0) el.scrollTop = el.scrollHeight;
    lastId.current = newest;
  }, [messages, pending]);

  const onScroll = () => {
    const el = box.current;
    if (!el || el.scrollTop > 40 || !hasMore || keep.current) return;
    keep.current = { height: el.scrollHeight, top: el.scrollTop };
    onOlder().catch(() => (keep.current = null));
  };

  return (
    <div className="messages" ref={box} onScroll={onScroll} data-testid="service-messages">
      <p className="more">
        {t(hasMore ? 'service.older' : messages.length ? 'service.noMore' : 'service.hello')}
      </p>
      {messages.map((m) => {
        const mine = m.sender === 'user';
        return (
          <div key={m.id} className={mine ? 'row mine' : 'row'} data-testid="service-message" data-sender={m.sender}>
            <Avatar src={mine ? (me?.avatar ?? '') : desk.mer_avatar} size={36} fit={mine ? 'cover' : 'contain'} />
            <div className="bubble-wrap">
              <time>{formatChinaTime(m.created_at)}</time>
              <div className={`bubble ${m.type}`}>
                <MessageContent m={m} />
              </div>
              {mine && (
                <span className={m.read ? 'receipt read' : 'receipt'} data-testid="receipt">
                  {t(m.read ? 'service.read' : 'service.unread')}
                </span>
              )}
            </div>
          </div>
        );
      })}
      {pending.map((p) => (
        <div key={p.client_msg_id} className="row mine pending" data-testid="service-pending">
          <Avatar src={me?.avatar ?? ''} size={36} />
          <div className="bubble-wrap">
            <div className={`bubble ${p.input.type}`}>
              {p.input.type === 'text' && (
                <p className="text" data-authored>
                  {p.input.content.text}
                </p>
              )}
              {p.input.type === 'emoji' && <p className="emoji">{p.input.content.emoji}</p>}
              {p.input.type === 'image' && <img src={p.input.content.url} alt={t('service.picture')} />}
              {(p.input.type === 'goods' || p.input.type === 'order') && <p className="text">{t('service.sending')}</p>}
            </div>
            {p.error ? (
              <button type="button" className="receipt failed" onClick={() => onRetry(p)}>
                {t('service.retry', { error: p.error })}
              </button>
            ) : (
              <span className="receipt">{t('service.sendingShort')}</span>
            )}
          </div>
        </div>
      ))}
    </div>
  );
}
