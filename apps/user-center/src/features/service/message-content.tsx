import type { ServiceContent } from '@mall/api-client';
import { Price } from '@mall/ui';

/** The body of one message: text (always as text, never as HTML), emoji, picture or a card. */
export function MessageContent({ m }: { m: ServiceContent }) {
  switch (m.type) {
    case 'text':
      return <p className="text">{m.content.text}</p>;
    case 'emoji':
      return <p className="emoji">{m.content.emoji}</p>;
    case 'image':
      return (
        <a className="picture" href={m.content.url} target="_blank" rel="noreferrer">
          <img src={m.content.url} alt="图片" />
        </a>
      );
    case 'goods':
      return (
        <a className="card" href={`/goods_detail/${m.content.goods_id}`}>
          <img src={m.content.image} alt="" />
          <span>
            <b>{m.content.store_name}</b>
            <Price fen={m.content.price} size={15} />
          </span>
        </a>
      );
    case 'order':
      return (
        <a className="card" href={`/order_detail?orderId=${m.content.order_id}`}>
          <img src={m.content.image} alt="" />
          <span>
            <b>订单号：{m.content.order_sn}</b>
            <small>
              共{m.content.total_num}件 · {m.content.status_text}
            </small>
            <Price fen={m.content.pay_price} size={15} />
          </span>
        </a>
      );
  }
}
