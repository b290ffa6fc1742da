import type { GoodsDetail } from '@mall/api-client';
import { clamp, valueAvailable } from './sku';

/** One row of option buttons per spec attribute; values without a combination in stock are disabled. */
export function SkuRows({
  goods,
  selection,
  onSelect,
}: {
  goods: GoodsDetail;
  selection: string[];
  onSelect: (s: string[]) => void;
}) {
  return (
    <>
      {goods.attr.map((a, i) => (
        <div className="row" key={a.attr_name} data-testid="attr-row">
          <span className="label">{a.attr_name}</span>
          <div className="value options">
            {a.attr_values.map((v) => (
              <button
                type="button"
                key={v}
                aria-pressed={selection[i] === v}
                disabled={!valueAvailable(goods.sku, selection, i, v)}
                onClick={() => onSelect(selection.map((s, j) => (j === i ? v : s)))}
              >
                {v}
              </button>
            ))}
          </div>
        </div>
      ))}
    </>
  );
}

interface QuantityProps {
  quantity: number;
  min: number;
  max: number;
  enabled: boolean;
  onChange: (n: number) => void;
  /** stock and limit notes after the stepper */
  children?: React.ReactNode;
}

/** 数量: − [n] + within [min, max]. */
export function QuantityRow({ quantity, min, max, enabled, onChange, children }: QuantityProps) {
  return (
    <div className="row">
      <span className="label">数量</span>
      <div className="value qty">
        <span className="stepper">
          <button
            type="button"
            aria-label="减少"
            disabled={!enabled || quantity <= min}
            onClick={() => onChange(quantity - 1)}
          >
            −
          </button>
          <input
            aria-label="购买数量"
            value={enabled ? quantity : 0}
            disabled={!enabled}
            onChange={(e) => onChange(clamp(Number(e.target.value.replace(/\D/g, '')) || min, min, Math.max(min, max)))}
          />
          <button
            type="button"
            aria-label="增加"
            disabled={!enabled || quantity >= max}
            onClick={() => onChange(quantity + 1)}
          >
            +
          </button>
        </span>
        {children}
      </div>
    </div>
  );
}
