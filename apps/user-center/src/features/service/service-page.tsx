import { useSearchParams } from 'react-router';
import { Avatar, ErrorBox, NotFoundPage, ToastProvider } from '@mall/ui';
import { Composer } from './composer';
import { ConsultCard } from './consult-card';
import { MessageList } from './message-list';
import { serviceCss } from './service-styles';
import { useChat } from './use-chat';
import { useTranslation } from 'react-i18next';


const idOrNull = (v: string | null) => (v && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : null);

/** /service?mer_id=<shop id, 0 = platform>[&goods_id=|&order_id=]: chat with the shop's service. */
export function ServicePage() {
  const [params] = useSearchParams();
  const raw = params.get('mer_id') ?? '0';
  if (!/^(0|[1-9]\d{0,9})$/.test(raw)) return <NotFoundPage />;
  return (
    <ToastProvider>
      <Chat merId={Number(raw)} goodsId={idOrNull(params.get('goods_id'))} orderId={idOrNull(params.get('order_id'))} />
    </ToastProvider>
  );
}

function Chat({ merId, goodsId, orderId }: { merId: number; goodsId: number | null; orderId: number | null }) {
  const chat = useChat(merId);
  const { t } = useTranslation();
  if (chat.error && !chat.desk) return <ErrorBox message={chat.error} onRetry={() => window.location.reload()} />;
  const { desk } = chat;
  return (
    <div css={serviceCss} data-testid="service-page">
      <section className="chat">
        <header>
          <Avatar src={desk?.mer_avatar} size={32} fit="contain" />
          <h1>{desk ? <span data-authored>{desk.mer_name}</span> : t('service.desk')}</h1>
          <span className="state" data-testid="service-status">
            {t(`service.status.${chat.status}`)}
          </span>
        </header>
        {desk ? (
          <MessageList
            desk={desk}
            messages={chat.messages}
            pending={chat.pending}
            hasMore={chat.hasMore}
            onOlder={chat.loadOlder}
            onRetry={chat.retry}
          />
        ) : (
          <div className="messages" aria-busy="true" />
        )}
        <Composer onSend={chat.send} disabled={!desk} />
      </section>
      <aside>
        {desk && (
          <section className="desk">
            <Avatar src={desk.mer_avatar} size={72} fit="contain" />
            <h2 data-authored>{desk.mer_name}</h2>
            {desk.mer_id > 0 ? (
              <a href={`/store?id=${desk.mer_id}`}>{t('service.visitShop')}</a>
            ) : (
              <span className="muted">{t('service.platform')}</span>
            )}
          </section>
        )}
        <ConsultCard merId={merId} goodsId={goodsId} orderId={orderId} onSend={chat.send} />
      </aside>
    </div>
  );
}
