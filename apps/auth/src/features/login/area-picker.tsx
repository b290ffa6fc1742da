import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MallApi } from '@mall/shared-state';
import { useApi } from '@mall/app-kit';
import { areaCss } from './styles';
import type { AreaCode } from './types';

let areaList: Promise<AreaCode[]> | null = null;

/** The area-code list, loaded once per page (a failed load is retried next time). */
export function loadAreaCodes(api: MallApi): Promise<AreaCode[]> {
  if (!areaList) {
    areaList = api.get<AreaCode[]>('/api/area/code').catch((err) => {
      areaList = null;
      throw err;
    });
  }
  return areaList;
}

function matches(area: AreaCode, query: string): boolean {
  const q = query.trim().replace(/^\+/, '');
  if (!q) return true;
  return area.state.includes(q) || area.area_code.startsWith(q);
}

/** Country/region picker in front of a phone input: '+86' button, searchable 354×240 dropdown. */
export function AreaPicker({ value, onChange }: { value: AreaCode; onChange: (area: AreaCode) => void }) {
  const api = useApi();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [areas, setAreas] = useState<AreaCode[] | null>(null);
  const [failed, setFailed] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open || areas) return;
    let live = true;
    loadAreaCodes(api).then(
      (list) => live && setAreas(list),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api, open, areas]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const shown = useMemo(() => (areas ?? []).filter((a) => matches(a, query)), [areas, query]);

  return (
    <div css={areaCss} ref={root}>
      <button
        type="button"
        className="area-button"
        data-testid="area-picker"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={t('area.button', { code: value.area_code })}
        onClick={() => {
          setOpen((o) => !o);
          setQuery('');
          setFailed(false);
        }}
      >
        +{value.area_code}
      </button>
      {open && (
        <div className="dropdown" data-testid="area-dropdown">
          <input
            type="search"
            placeholder={t('area.search')}
            aria-label={t('area.searchLabel')}
            value={query}
            autoFocus
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.stopPropagation();
                setOpen(false);
              }
              if (e.key === 'Enter') {
                e.preventDefault();
                if (shown[0]) {
                  onChange(shown[0]);
                  setOpen(false);
                }
              }
            }}
          />
          {failed ? (
            <div className="empty">{t('area.failed')}</div>
          ) : !areas ? (
            <div className="empty">{t('area.loading')}</div>
          ) : shown.length === 0 ? (
            <div className="empty">{t('area.none')}</div>
          ) : (
            <ul role="listbox" aria-label={t('area.list')}>
              {shown.map((a) => (
                <li
                  key={a.id}
                  role="option"
                  aria-selected={a.id === value.id}
                  onClick={() => {
                    onChange(a);
                    setOpen(false);
                  }}
                >
                  <span>{a.state}</span>
                  <span>+{a.area_code}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
