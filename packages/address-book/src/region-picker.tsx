import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Region } from '@mall/api-client';
import { chooseRegion, firstOpenLevel, LEVELS, moveInGrid, type RegionChain } from './region-chain';
import { regionPickerCss } from './region-picker-css';
import { useRegionChildren } from './use-region-children';

/**
 * One field showing the chosen 省 / 市 / 区 / 街道; it opens a popover with a tab per level, each
 * listing the regions under the level above (loaded from the regions API as the parent is chosen).
 * Choosing a region clears the levels below it and moves to the next tab; the street (or a region
 * without children) closes it.
 */
/** The picker's own words; an app with its own language passes them translated. */
export interface RegionPickerTexts {
  label: string;
  placeholder: string;
  choose: (label: string) => string;
  loading: string;
  none: string;
  /** the tab of each level: province, city, district, street */
  levels: [string, string, string, string];
}

export const REGION_PICKER_TEXTS: RegionPickerTexts = {
  label: '所在地区',
  placeholder: '请选择省/市/区/街道',
  choose: (label) => `选择${label}`,
  loading: '加载中…',
  none: '暂无可选地区',
  levels: [...LEVELS] as RegionPickerTexts['levels'],
};

export function RegionPicker({
  value,
  names,
  invalid,
  texts = REGION_PICKER_TEXTS,
  label = texts.label,
  onChange,
}: {
  value: RegionChain;
  /** the names of `value`, shown until the lists they come from have loaded (an address being edited) */
  names?: string[];
  invalid?: boolean;
  label?: string;
  texts?: RegionPickerTexts;
  onChange: (chain: RegionChain) => void;
}) {
  const lists = [
    useRegionChildren(0),
    useRegionChildren(value[0] || -1),
    useRegionChildren(value[1] || -1),
    useRegionChildren(value[2] || -1),
  ];
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState(0);
  // the highlighted name of the tab; null: the chosen one, or the first
  const [active, setActive] = useState<number | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();

  const list = lists[tab];
  const current = active ?? Math.max(0, list?.findIndex((r) => r.id === value[tab]) ?? 0);
  const nameAt = (level: number) =>
    value[level] ? (lists[level]?.find((r) => r.id === value[level])?.name ?? names?.[level] ?? '') : '';
  const chosen = LEVELS.map((_, level) => nameAt(level)).filter(Boolean);

  const showTab = (level: number) => {
    setTab(level);
    setActive(null);
  };
  const openPopover = () => {
    showTab(firstOpenLevel(value));
    setOpen(true);
  };
  const close = (focusField: boolean) => {
    setOpen(false);
    if (focusField) fieldRef.current?.focus();
  };
  const pick = (level: number, region: Region) => {
    const next = chooseRegion(value, level, region.id);
    if (next !== value) onChange(next);
    if (level === LEVELS.length - 1 || region.snum === 0) close(true);
    else showTab(level + 1);
  };

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (rootRef.current && !e.composedPath().includes(rootRef.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside, true);
    return () => document.removeEventListener('pointerdown', outside, true);
  }, [open]);

  // the highlighted name has the focus, so the arrow keys and screen readers follow it
  useEffect(() => {
    if (open && list?.length) listRef.current?.querySelector<HTMLElement>(`[data-index="${current}"]`)?.focus();
  }, [open, list, current]);

  const onFieldKey = (e: KeyboardEvent) => {
    if (!open && ['Enter', ' ', 'ArrowDown'].includes(e.key)) {
      e.preventDefault();
      openPopover();
    } else if (open && e.key === 'Escape') {
      e.preventDefault();
      close(true);
    }
  };
  const onListKey = (e: KeyboardEvent) => {
    if (e.key === 'Tab') {
      // from the field, the browser's own Tab / Shift+Tab then leaves the picker either way
      close(true);
      return;
    }
    if (e.key === 'Escape') close(true);
    else if ((e.key === 'Enter' || e.key === ' ') && list?.[current]) pick(tab, list[current]);
    else if (e.key === 'Backspace' && tab > 0) showTab(tab - 1);
    else {
      const to = moveInGrid(current, e.key, list?.length ?? 0);
      if (to === null) return;
      setActive(to);
    }
    e.preventDefault();
    e.stopPropagation();
  };

  return (
    <div css={regionPickerCss} ref={rootRef}>
      <div
        ref={fieldRef}
        className="field"
        role="combobox"
        tabIndex={0}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={`${id}-dialog`}
        aria-invalid={invalid || undefined}
        data-empty={chosen.length ? undefined : ''}
        data-testid="region-field"
        onClick={() => (open ? close(false) : openPopover())}
        onKeyDown={onFieldKey}
      >
        {chosen.length ? chosen.join(' / ') : texts.placeholder}
      </div>
      {open && (
        <div className="popover" role="dialog" id={`${id}-dialog`} aria-label={texts.choose(label)}>
          <div role="tablist">
            {LEVELS.map((level, i) => (
              <button
                key={level}
                type="button"
                role="tab"
                id={`${id}-tab-${i}`}
                tabIndex={-1}
                aria-selected={tab === i}
                aria-controls={`${id}-panel`}
                disabled={i > 0 && !value[i - 1]}
                onClick={() => showTab(i)}
              >
                {nameAt(i) || texts.levels[i]}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`}>
            {!list ? (
              <div className="note">{texts.loading}</div>
            ) : !list.length ? (
              <div className="note">{texts.none}</div>
            ) : (
              <ul ref={listRef} role="listbox" aria-label={texts.levels[tab]} onKeyDown={onListKey}>
                {list.map((region, i) => (
                  <li
                    key={region.id}
                    role="option"
                    tabIndex={-1}
                    data-index={i}
                    title={region.name}
                    aria-selected={region.id === value[tab]}
                    onClick={() => pick(tab, region)}
                  >
                    {region.name}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
