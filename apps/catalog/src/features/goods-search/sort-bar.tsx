import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { Link } from '@mall/app-kit';
import type { SearchOrder } from '@mall/api-client';
import { formatYuan, theme } from '@mall/ui';
import type { SearchState } from './search-url';
import { useSearchLinks } from './use-search-links';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { NODE, withNode } from '../../i18n/with-node';
import { search } from '../../i18n/zh-CN/search';

// this module's texts come with its chunk
catalogTexts.add({ search });

const barCss = css`
  display: flex;
  align-items: center;
  height: 44px;
  background: #fff;
  border: 1px solid ${theme.border};
  padding: 0 12px;
  font-size: 13px;
  margin-bottom: 12px;
  .sort a {
    display: inline-block;
    padding: 0 16px;
    line-height: 28px;
    border: 1px solid #e5e5e5;
    margin-right: -1px;
    background: #fff;
    color: ${theme.text};
  }
  .sort a.on {
    background: ${theme.gold};
    border-color: ${theme.gold};
    color: ${theme.text};
  }
  form {
    display: flex;
    align-items: center;
    gap: 4px;
    margin-left: 24px;
  }
  input {
    width: 72px;
    height: 28px;
    border: 1px solid #ddd;
    padding: 0 6px;
    font-size: 12px;
  }
  button {
    height: 28px;
    padding: 0 12px;
    border: 1px solid #ddd;
    background: #fff;
    cursor: pointer;
  }
  .error {
    color: ${theme.priceText};
    font-size: 12px;
    margin-left: 6px;
  }
  .total {
    margin-left: auto;
    color: ${theme.muted};
    em {
      color: ${theme.priceText};
      font-style: normal;
      margin: 0 2px;
    }
  }
`;

/** '12.5' → 1250 fen; '' → undefined; anything else → NaN. */
export function yuanToFen(text: string): number | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(t)) return NaN;
  const [whole, cents = ''] = t.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

const yuanText = (fen: number | undefined) => (fen === undefined ? '' : formatYuan(fen).replace(/\.00$/, ''));

function PriceRange({ state }: { state: SearchState }) {
  const { go } = useSearchLinks(state);
  const { t } = useCatalogTexts();
  const [low, setLow] = useState(yuanText(state.price_on));
  const [high, setHigh] = useState(yuanText(state.price_off));
  const [error, setError] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    let on = yuanToFen(low);
    let off = yuanToFen(high);
    if (Number.isNaN(on) || Number.isNaN(off)) return setError(t('search.badPrice'));
    if (on !== undefined && off !== undefined && on > off) [on, off] = [off, on];
    setError('');
    void go({ price_on: on, price_off: off });
  };
  return (
    <form onSubmit={submit} aria-label={t('search.priceRange')}>
      <input
        aria-label={t('search.lowest')}
        placeholder={`¥ ${t('search.lowest')}`}
        value={low}
        onChange={(e) => setLow(e.target.value)}
        inputMode="decimal"
      />
      <span>-</span>
      <input
        aria-label={t('search.highest')}
        placeholder={`¥ ${t('search.highest')}`}
        value={high}
        onChange={(e) => setHigh(e.target.value)}
        inputMode="decimal"
      />
      <button type="submit">{t('search.ok')}</button>
      {error && <span className="error">{error}</span>}
    </form>
  );
}

/** 默认 / 销量 / 评分 / 价格↑↓, the price range and the number of goods found. */
export function SortBar({ state, total }: { state: SearchState; total: number }) {
  const { href } = useSearchLinks(state);
  const { t } = useCatalogTexts();
  const isPrice = state.order === 'price_asc' || state.order === 'price_desc';
  const nextPrice: SearchOrder = state.order === 'price_asc' ? 'price_desc' : 'price_asc';
  const sorts: [SearchOrder, string, boolean][] = [
    ['', t('search.sort.default'), state.order === ''],
    ['sales', t('search.sort.sales'), state.order === 'sales'],
    ['rate', t('search.sort.rate'), state.order === 'rate'],
  ];
  return (
    <div css={barCss} data-testid="sort-bar">
      <div className="sort">
        {sorts.map(([order, label, on]) => (
          <Link key={label} to={href({ order })} className={on ? 'on' : ''}>
            {label}
          </Link>
        ))}
        <Link to={href({ order: nextPrice })} className={isPrice ? 'on' : ''}>
          {t('search.sort.price')}
          {state.order === 'price_desc' ? '↓' : '↑'}
        </Link>
      </div>
      <PriceRange key={`${state.price_on}-${state.price_off}`} state={state} />
      <div className="total">{withNode(t('search.total', { count: NODE }), <em>{total}</em>)}</div>
    </div>
  );
}
