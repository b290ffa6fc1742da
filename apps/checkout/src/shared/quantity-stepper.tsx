import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { parseQuantity, theme } from '@mall/ui';

const stepperCss = css`
  display: inline-flex;
  border: 1px solid #ddd;
  height: 30px;
  button {
    width: 30px;
    border: 0;
    background: #f7f7f7;
    color: ${theme.text};
    font-size: 16px;
    cursor: pointer;
  }
  button:disabled {
    color: #ccc;
    cursor: not-allowed;
  }
  input {
    width: 48px;
    border: 0;
    border-left: 1px solid #ddd;
    border-right: 1px solid #ddd;
    text-align: center;
    font-size: 14px;
    outline: none;
  }
  position: relative;
  .note {
    position: absolute;
    top: 100%;
    left: 0;
    white-space: nowrap;
    color: ${theme.priceText};
    font-size: 12px;
  }
`;

/**
 * − [n] +: the buttons stay within min..max; a typed number goes to the server as it is, so
 * the shopper reads the server's reason when it cannot be had.
 */
export function QuantityStepper({
  value,
  min,
  max,
  disabled,
  onChange,
}: {
  value: number;
  min: number;
  max: number;
  disabled?: boolean;
  onChange: (n: number) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(value));
  const [note, setNote] = useState('');
  // the server's answer (or the old value after a refusal) replaces what was typed
  useEffect(() => {
    if (!disabled) setText(String(value));
  }, [value, disabled]);
  // past the stock or limit the server answers why; here only what is not a whole number is refused
  const commit = () => {
    const typed = parseQuantity(text, min, Number.MAX_SAFE_INTEGER);
    setNote(typed.note ?? '');
    if (!typed.ok || typed.value === value) setText(String(value));
    else onChange(typed.value);
  };
  return (
    <span css={stepperCss} data-testid="quantity">
      <button
        type="button"
        aria-label={t('stepper.less')}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <input
        aria-label={t('stepper.quantity')}
        inputMode="numeric"
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value.slice(0, 6))}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
      />
      <button
        type="button"
        aria-label={t('stepper.more')}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
      {note && (
        <span className="note" role="status" data-testid="quantity-note">
          {note}
        </span>
      )}
    </span>
  );
}
