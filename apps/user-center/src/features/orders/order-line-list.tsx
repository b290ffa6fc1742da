import { Price } from '@mall/ui';

interface Line {
  id: number;
  title: string;
  image: string;
  sku: string;
  price: number;
  product_num: number;
  product_id: number;
}

/** The goods of an order card: picture, title (to the goods page), SKU, price × pieces. */
export function OrderLineList({ lines }: { lines: Line[] }) {
  return (
    <div className="lines">
      {lines.map((l) => (
        <div className="line" key={l.id} data-testid="order-line">
          <img src={l.image} alt="" />
          <div className="title" data-authored>
            <a href={`/goods_detail/${l.product_id}`}>{l.title}</a>
            {l.sku && <div className="sku">{l.sku}</div>}
          </div>
          <div className="num">
            <Price fen={l.price} size={14} /> x{l.product_num}
          </div>
        </div>
      ))}
    </div>
  );
}
