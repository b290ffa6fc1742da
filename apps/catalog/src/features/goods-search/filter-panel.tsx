import { css } from '@emotion/react';
import { useState } from 'react';
import { Link } from '@mall/app-kit';
import type { Brand, MerchantType, ParamFilter } from '@mall/api-client';
import { theme } from '@mall/ui';
import type { SearchState } from './search-url';
import { useSearchLinks } from './use-search-links';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { useShopTypeName } from '../../i18n/api-names';
import { search } from '../../i18n/zh-CN/search';

// this module's texts come with its chunk
catalogTexts.add({ search });

const panelCss = css`
  background: #fff;
  border: 1px solid ${theme.border};
  margin-bottom: 12px;
  font-size: 13px;
  .row {
    display: flex;
    border-bottom: 1px dashed ${theme.border};
    &:last-of-type {
      border-bottom: none;
    }
  }
  .label {
    width: 110px;
    flex: none;
    padding: 12px 0 12px 16px;
    color: ${theme.muted};
    background: #fafafa;
  }
  .values {
    flex: 1;
    display: flex;
    flex-wrap: wrap;
    gap: 6px 22px;
    padding: 12px 16px;
    align-items: center;
  }
  .values a,
  .values label {
    color: ${theme.text};
    cursor: pointer;
  }
  .values a:hover,
  .values a.on {
    color: ${theme.goldText};
  }
  .ops {
    flex: none;
    padding: 10px 16px;
  }
  button {
    font-size: 12px;
    padding: 3px 10px;
    border: 1px solid #ddd;
    background: #fff;
    cursor: pointer;
    color: ${theme.text};
  }
  button.primary {
    background: ${theme.gold};
    border-color: ${theme.gold};
    color: ${theme.text};
  }
  .brands {
    max-height: 96px;
    overflow: hidden;
  }
  .brands.open {
    max-height: none;
  }
  .actions {
    width: 100%;
    display: flex;
    gap: 8px;
    justify-content: center;
    padding-top: 6px;
  }
`;

const chosenCss = css`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 10px;
  font-size: 12px;
  a.chip {
    border: 1px solid ${theme.gold};
    color: ${theme.goldText};
    padding: 2px 8px;
    background: #fffaf0;
  }
  a.clear {
    color: ${theme.muted};
  }
`;

const toggle = <T,>(list: T[], x: T) => (list.includes(x) ? list.filter((y) => y !== x) : [...list, x]);

function BrandRow({ state, brands }: { state: SearchState; brands: Brand[] }) {
  const { href, go } = useSearchLinks(state);
  const { t } = useCatalogTexts();
  const [multi, setMulti] = useState(false);
  const [picked, setPicked] = useState<number[]>(state.brand_id);
  const [open, setOpen] = useState(false);
  if (brands.length === 0) return null;
  return (
    <div className="row" data-testid="brand-filter">
      <div className="label">{t('search.brand')}</div>
      <div className={`values brands${open || multi ? ' open' : ''}`}>
        {brands.map((b) =>
          multi ? (
            <label key={b.brand_id}>
              <input
                type="checkbox"
                checked={picked.includes(b.brand_id)}
                onChange={() => setPicked(toggle(picked, b.brand_id))}
              />{' '}
              <span data-authored>{b.brand_name}</span>
            </label>
          ) : (
            <Link
              key={b.brand_id}
              className={state.brand_id.includes(b.brand_id) ? 'on' : ''}
              to={href({ brand_id: [b.brand_id] })}
              data-authored
            >
              {b.brand_name}
            </Link>
          ),
        )}
        {multi && (
          <div className="actions">
            <button
              type="button"
              className="primary"
              disabled={picked.length === 0}
              onClick={() => {
                setMulti(false);
                void go({ brand_id: picked });
              }}
            >
              {t('search.ok')}
            </button>
            <button type="button" onClick={() => setMulti(false)}>
              {t('search.cancel')}
            </button>
          </div>
        )}
      </div>
      <div className="ops">
        {!multi && (
          <button
            type="button"
            onClick={() => {
              setPicked(state.brand_id);
              setMulti(true);
            }}
          >
            {t('search.multi')}
          </button>
        )}{' '}
        {!multi && brands.length > 10 && (
          <button type="button" onClick={() => setOpen(!open)}>
            {open ? t('search.collapse') : t('search.expand')}
          </button>
        )}
      </div>
    </div>
  );
}

/** Brand multi-select, parameter filters and shop types; what is chosen shows above as removable chips. */
export function FilterPanel({
  state,
  brands,
  params,
  types,
}: {
  state: SearchState;
  brands: Brand[];
  params: ParamFilter[];
  types: MerchantType[];
}) {
  const { href } = useSearchLinks(state);
  const { t } = useCatalogTexts();
  const typeName = useShopTypeName();
  const brandNames = state.brand_id.map((id) => brands.find((b) => b.brand_id === id)?.brand_name ?? `#${id}`);
  const typeNames = state.mer_type_id.map((id) => {
    const type = types.find((ty) => ty.mer_type_id === id);
    return type ? typeName(type) : `#${id}`;
  });
  const chosenParams = Object.entries(state.params);
  const anyChosen = brandNames.length > 0 || typeNames.length > 0 || chosenParams.length > 0;
  const withoutParam = (name: string) => Object.fromEntries(chosenParams.filter(([n]) => n !== name));
  return (
    <>
      {anyChosen && (
        <div css={chosenCss} data-testid="chosen-filters">
          <span>{t('search.chosen')}</span>
          {brandNames.length > 0 && (
            <Link className="chip" to={href({ brand_id: [] })}>
              {t('search.chosenBrands', { names: brandNames.join(t('search.listSeparator')) })}
            </Link>
          )}
          {chosenParams.map(([name, values]) => (
            <Link key={name} className="chip" to={href({ params: withoutParam(name) })} data-authored>
              {name}：{values.join('、')} ×
            </Link>
          ))}
          {typeNames.length > 0 && (
            <Link className="chip" to={href({ mer_type_id: [] })}>
              {t('search.chosenTypes', { names: typeNames.join(t('search.listSeparator')) })}
            </Link>
          )}
          <Link className="clear" to={href({ brand_id: [], params: {}, mer_type_id: [] })}>
            {t('search.clear')}
          </Link>
        </div>
      )}
      <div css={panelCss}>
        <BrandRow key={state.brand_id.join(',')} state={state} brands={brands} />
        {params
          .filter((p) => !state.params[p.name])
          .map((p) => (
            <div className="row" key={p.name} data-testid="param-filter" data-authored>
              <div className="label">{p.name}</div>
              <div className="values">
                {p.values.map((v) => (
                  <Link key={v} to={href({ params: { ...state.params, [p.name]: [v] } })}>
                    {v}
                  </Link>
                ))}
              </div>
            </div>
          ))}
        <div className="row" data-testid="type-filter">
          <div className="label">{t('search.shopType')}</div>
          <div className="values">
            {types.map((type) => (
              <Link
                key={type.mer_type_id}
                className={state.mer_type_id.includes(type.mer_type_id) ? 'on' : ''}
                to={href({ mer_type_id: toggle(state.mer_type_id, type.mer_type_id) })}
              >
                {state.mer_type_id.includes(type.mer_type_id) ? '☑' : '☐'} {typeName(type)}
              </Link>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
