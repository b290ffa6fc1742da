import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import type { Region } from '@mall/api-client';
import { useAddressApi } from './use-address-api';

export type RegionChain = [number, number, number, number];

const LEVELS = ['省份', '城市', '区县', '街道'] as const;

const pickerCss = css`
  display: flex;
  gap: 8px;
  select {
    width: 150px;
    height: 34px;
    border: 1px solid #dcdfe6;
    border-radius: 4px;
    padding: 0 6px;
    font-size: 14px;
    background: #fff;
  }
  select:disabled {
    background: #f5f7fa;
  }
`;

/**
 * Province → city → district → street, each level loaded from the regions API when its parent
 * is chosen; choosing a level clears the ones below it.
 */
/** The children of a region (0: the provinces); none while the parent is not chosen. */
function useChildren(pid: number, enabled: boolean): Region[] {
  const address = useAddressApi();
  const [list, setList] = useState<Region[]>([]);
  useEffect(() => {
    setList([]);
    if (!enabled) return;
    let live = true;
    address.regions(pid).then(
      (regions) => live && setList(regions),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [address, pid, enabled]);
  return list;
}

/**
 * Province → city → district → street, each level loaded from the regions API when its parent
 * is chosen; choosing a level clears the ones below it.
 */
export function RegionPicker({ value, onChange }: { value: RegionChain; onChange: (chain: RegionChain) => void }) {
  const options = [
    useChildren(0, true),
    useChildren(value[0], value[0] > 0),
    useChildren(value[1], value[1] > 0),
    useChildren(value[2], value[2] > 0),
  ];

  const choose = (level: number, id: number) => {
    const next = [...value] as RegionChain;
    next[level] = id;
    for (let i = level + 1; i < 4; i++) next[i] = 0;
    onChange(next);
  };

  return (
    <span css={pickerCss}>
      {LEVELS.map((label, level) => (
        <select
          key={label}
          aria-label={label}
          value={value[level] || ''}
          disabled={level > 0 && !value[level - 1]}
          onChange={(e) => choose(level, Number(e.target.value))}
        >
          <option value="">请选择{label}</option>
          {options[level].map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      ))}
    </span>
  );
}
