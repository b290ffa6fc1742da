import { useId, useState, type KeyboardEvent } from 'react';
import { css } from '@emotion/react';
import { theme } from '@mall/ui';

export interface PickerOption {
  value: number;
  text: string;
  disabled?: boolean;
}

const pickerCss = css`
  position: relative;
  flex: 1;
  min-width: 0;
  > button {
    width: 100%;
    height: 32px;
    display: flex;
    align-items: center;
    gap: 8px;
    border: 1px solid #dcdfe6;
    border-radius: 4px;
    padding: 0 10px;
    background: #fff;
    font-size: 14px;
    color: ${theme.text};
    text-align: left;
    cursor: pointer;
  }
  > button:disabled {
    color: ${theme.muted};
    cursor: not-allowed;
  }
  .text,
  li {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .text {
    flex: 1;
    min-width: 0;
  }
  .caret {
    color: ${theme.muted};
    font-size: 12px;
  }
  ul {
    position: absolute;
    z-index: 10;
    top: 34px;
    left: 0;
    min-width: 100%;
    width: max-content;
    max-width: 560px;
    max-height: 260px;
    overflow-y: auto;
    margin: 0;
    padding: 4px 0;
    list-style: none;
    background: #fff;
    border: 1px solid #dcdfe6;
    border-radius: 4px;
    box-shadow: 0 4px 12px rgba(0, 0, 0, 0.12);
  }
  li {
    padding: 0 12px;
    line-height: 34px;
    cursor: pointer;
  }
  li[data-active='true'] {
    background: #fffaf0;
  }
  li[aria-selected='true'] {
    color: ${theme.goldText};
    font-weight: 600;
  }
  li[aria-disabled='true'] {
    color: #c0c4cc;
    cursor: not-allowed;
  }
`;

/**
 * A drop-down whose options show their whole text on one line (a native select cuts them off
 * at its own width): a button with the chosen option, a list under it.
 */
export function CouponPicker({
  label,
  options,
  value,
  disabled,
  onChange,
}: {
  label: string;
  options: PickerOption[];
  value: number;
  disabled: boolean;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const chosen = options.find((o) => o.value === value) ?? options[0];

  const show = () => {
    setActive(Math.max(0, options.indexOf(chosen)));
    setOpen(true);
  };
  const pick = (o: PickerOption) => {
    if (o.disabled) return;
    setOpen(false);
    if (o.value !== value) onChange(o.value);
  };
  const step = (by: number) => {
    if (!open) return show();
    for (let i = active + by; i >= 0 && i < options.length; i += by) {
      if (!options[i].disabled) return setActive(i);
    }
  };
  const onKey = (e: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => step(1),
      ArrowUp: () => step(-1),
      Enter: () => (open ? pick(options[active]) : show()),
      ' ': () => (open ? pick(options[active]) : show()),
      Escape: () => setOpen(false),
    };
    const act = keys[e.key];
    if (!act) return;
    e.preventDefault();
    act();
  };

  return (
    <div css={pickerCss} data-testid="coupon-picker">
      <button
        type="button"
        // the name holds the text shown (WCAG 2.5.3), then what is chosen
        aria-label={`${chosen.text} ${label}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-activedescendant={open ? `${id}-${active}` : undefined}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onKey}
        onBlur={() => setOpen(false)}
      >
        <span className="text">{chosen.text}</span>
        <span className="caret" aria-hidden="true">
          ▼
        </span>
      </button>
      {open && (
        <ul role="listbox" id={id} aria-label={label}>
          {options.map((o, i) => (
            <li
              key={o.value}
              id={`${id}-${i}`}
              role="option"
              aria-selected={o === chosen}
              aria-disabled={o.disabled || undefined}
              data-active={i === active}
              // keeps the focus on the button, so its blur does not close the list before the click
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => !o.disabled && setActive(i)}
              onClick={() => pick(o)}
            >
              {o.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
