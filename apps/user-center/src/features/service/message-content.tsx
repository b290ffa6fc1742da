import type { ServiceContent } from '@mall/api-client';
import { Price } from '@mall/ui';
import { useTranslation } from 'react-i18next';

/** The body of one message: text (always as text, never as HTML), emoji, picture or a card. */
export function MessageContent({ m }: { m: ServiceContent }) {
  const { t, i18n } = useTranslation();
  switch (m.type) {
    case 'text':
      return (
        <p className="text" data-authored>
          {m.content.text}
        </p>
      );
    case 'emoji':
      return <p className="emoji">{m.content.emoji}</p>;
    case 'image':
      return (
        <a className="picture" href={m.content.url} target="_blank" rel="noreferrer">
          <img src={m.content.url} alt={t('service.picture')} />
        </a>
      );
    case 'goods':
      return (
        <a className="card" href={`/goods_detail/${m.content.goods_id}`}>
          <img src={m.content.image} alt="" />
          <span>
            <b data-authored>{m.content.store_name}</b>
            <Price fen={m.content.price} size={15} />
          </span>
        </a>
      );
    case 'order':
      return (
        <a className="card" href={`/order_detail?orderId=${m.content.order_id}`}>
          <img src={m.content.image} alt="" />
          <span>
            <b>{t('service.orderSn', { sn: m.content.order_sn })}</b>
            <small>
              {t('service.pieces', { count: m.content.total_num })}
              {/* the status as the API wrote it when the card was sent: Chinese only */}
              {i18n.language === 'zh-CN' && ` · ${m.content.status_text}`}
            </small>
            <Price fen={m.content.pay_price} size={15} />
          </span>
        </a>
      );
  }
}
