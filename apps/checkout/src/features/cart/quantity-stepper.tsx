import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { theme } from '@mall/ui';

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
  const [text, setText] = useState(String(value));
  // the server's answer (or the old value after a refusal) replaces what was typed
  useEffect(() => {
    if (!disabled) setText(String(value));
  }, [value, disabled]);
  const commit = () => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < 1 || n === value) {
      setText(String(value));
      return;
    }
    onChange(n);
  };
  return (
    <span css={stepperCss} data-testid="quantity">
      <button type="button" aria-label="减少" disabled={disabled || value <= min} onClick={() => onChange(value - 1)}>
        −
      </button>
      <input
        aria-label="数量"
        inputMode="numeric"
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, 5))}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
      />
      <button type="button" aria-label="增加" disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        +
      </button>
    </span>
  );
}
