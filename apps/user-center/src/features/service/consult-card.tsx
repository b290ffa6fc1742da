import { useEffect, useState } from 'react';
import { serviceApi, type ServiceContent, type ServiceInput } from '@mall/api-client';
import { useApi } from '@mall/app-kit';
import { buttonCss } from '@mall/ui';
import { MessageContent } from './message-content';
import { useTranslation } from 'react-i18next';

type Card = Extract<ServiceContent, { type: 'goods' | 'order' }>;

/** The goods or order the shopper came from (咨询客服), offered to send as a card. */
export function ConsultCard(props: {
  merId: number;
  goodsId: number | null;
  orderId: number | null;
  onSend(input: ServiceInput): void;
}) {
  const { merId, goodsId, orderId, onSend } = props;
  const api = useApi();
  const { t } = useTranslation();
  const [card, setCard] = useState<Card | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!goodsId && !orderId) return;
    const ref = orderId ? { order_id: orderId } : { goods_id: goodsId ?? undefined };
    serviceApi(api)
      .card(merId, ref)
      .then(setCard, (err: Error) => setError(err.message));
  }, [api, merId, goodsId, orderId]);

  if (!goodsId && !orderId) return null;
  if (error) return <p className="consult muted">{error}</p>;
  if (!card) return null;
  const send = () => {
    setSent(true);
    onSend(
      card.type === 'order'
        ? { type: 'order', content: { order_id: card.content.order_id } }
        : { type: 'goods', content: { goods_id: card.content.goods_id } },
    );
  };
  return (
    <div className="consult" data-testid="consult-card">
      <h2>{t(card.type === 'order' ? 'service.askingOrder' : 'service.askingGoods')}</h2>
      <MessageContent m={card} />
      <button type="button" css={buttonCss} data-primary="" disabled={sent} onClick={send}>
        {t(sent ? 'service.sent' : card.type === 'order' ? 'service.sendOrder' : 'service.sendGoods')}
      </button>
    </div>
  );
}
