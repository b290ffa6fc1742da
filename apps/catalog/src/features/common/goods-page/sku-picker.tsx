import { useEffect, useState } from 'react';
import type { GoodsDetail } from '@mall/api-client';
import { parseQuantity } from '@mall/ui';
import { valueAvailable } from './sku';
import { catalogTexts, useCatalogTexts } from '../../../i18n/catalog-texts';
import { goods } from '../../../i18n/zh-CN/goods';

// this module's texts come with its chunk
catalogTexts.add({ goods });

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
          <span className="label" data-authored>
            {a.attr_name}
          </span>
          <div className="value options">
            {a.attr_values.map((v) => (
              <button
                type="button"
                key={v}
                aria-pressed={selection[i] === v}
                disabled={!valueAvailable(goods.sku, selection, i, v)}
                onClick={() => onSelect(selection.map((s, j) => (j === i ? v : s)))}
              >
                <span data-authored>{v}</span>
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

/**
 * 数量: − [n] + within [min, max]. What is typed is read when the box is left (or Enter): a
 * fraction or sign is refused and a number past the bounds is brought within, with the reason shown.
 */
export function QuantityRow({ quantity, min, max, enabled, onChange, children }: QuantityProps) {
  const [text, setText] = useState(String(quantity));
  const [note, setNote] = useState('');
  const { t } = useCatalogTexts();
  useEffect(() => setText(String(quantity)), [quantity]);
  const step = (n: number) => {
    setNote('');
    onChange(n);
  };
  const commit = () => {
    const typed = parseQuantity(text, min, Math.max(min, max));
    setNote(typed.note ?? '');
    if (!typed.ok) setText(String(quantity));
    else if (typed.value === quantity) setText(String(quantity));
    else onChange(typed.value);
  };
  return (
    <div className="row">
      <span className="label">{t('goods.quantity')}</span>
      <div className="value qty">
        <span className="stepper">
          <button
            type="button"
            aria-label={t('goods.less')}
            disabled={!enabled || quantity <= min}
            onClick={() => step(quantity - 1)}
          >
            −
          </button>
          <input
            aria-label={t('goods.quantityInput')}
            inputMode="numeric"
            value={enabled ? text : 0}
            disabled={!enabled}
            onChange={(e) => setText(e.target.value.slice(0, 6))}
            onBlur={commit}
            onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
          />
          <button
            type="button"
            aria-label={t('goods.more')}
            disabled={!enabled || quantity >= max}
            onClick={() => step(quantity + 1)}
          >
            +
          </button>
        </span>
        {note && (
          <span className="qty-note" role="status" data-testid="quantity-note">
            {note}
          </span>
        )}
        {children}
      </div>
    </div>
  );
}
