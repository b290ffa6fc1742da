import { useState } from 'react';
import { css } from '@emotion/react';
import type { Address } from '@mall/api-client';
import { theme } from '@mall/ui';
import { AddressForm } from './address-form';

const bookCss = css`
  .cards {
    display: grid;
    grid-template-columns: repeat(4, 1fr);
    gap: 16px;
  }
  .card {
    position: relative;
    height: 112px;
    padding: 12px 16px;
    border: 1px solid #e4e4e4;
    cursor: pointer;
    text-align: left;
    background: #fff;
    font-size: 13px;
    color: #666;
    line-height: 20px;
    overflow: hidden;
  }
  .card:hover {
    border-color: ${theme.gold};
  }
  .card[aria-pressed='true'] {
    border: 2px solid ${theme.gold};
    padding: 11px 15px;
    background: #fffaf0;
  }
  .card b {
    color: ${theme.text};
    font-size: 14px;
    margin-right: 8px;
  }
  .card .tag {
    position: absolute;
    right: 0;
    top: 0;
    background: ${theme.gold};
    color: ${theme.text};
    font-size: 12px;
    padding: 0 6px;
  }
  .add {
    border: 1px dashed #ccc;
    color: ${theme.muted};
    text-align: center;
    line-height: 88px;
    font-size: 14px;
  }
  .more {
    margin-top: 12px;
    border: 0;
    background: none;
    color: #666;
    cursor: pointer;
  }
  .empty {
    color: ${theme.muted};
    margin: 0 0 8px;
  }
`;

const FOLDED = 7;

/** The book's own words; an app with its own language passes them translated. */
export interface AddressBookTexts {
  empty: string;
  defaultTag: string;
  add: string;
  full: (max: number) => string;
  fold: string;
  unfold: (count: number) => string;
}

export const ADDRESS_BOOK_TEXTS: AddressBookTexts = {
  empty: '您还没有收货地址，请先添加',
  defaultTag: '默认',
  add: '+ 新增收货地址',
  full: (max) => `最多可添加${max}个收货地址，请到地址管理中删除不用的地址`,
  fold: '收起地址',
  unfold: (count) => `显示全部地址（${count}）`,
};

export const regionText = (a: Pick<Address, 'province' | 'city' | 'district' | 'street'>) =>
  [a.province, a.city, a.district, a.street].join(' ');

/** The shopper's addresses as cards to pick from, and a card that opens the new-address form. */
export function AddressBook({
  addresses,
  max,
  chosenId,
  onChoose,
  onAdded,
  texts = ADDRESS_BOOK_TEXTS,
}: {
  addresses: Address[];
  max: number;
  chosenId: number;
  onChoose: (id: number) => void;
  onAdded: (id: number) => void;
  texts?: AddressBookTexts;
}) {
  const [adding, setAdding] = useState(addresses.length === 0);
  const [unfolded, setUnfolded] = useState(false);
  const shown = unfolded ? addresses : addresses.slice(0, FOLDED);
  return (
    <div css={bookCss}>
      {addresses.length === 0 && <p className="empty">{texts.empty}</p>}
      <div className="cards">
        {shown.map((a) => (
          <button
            type="button"
            key={a.address_id}
            className="card"
            aria-pressed={a.address_id === chosenId}
            data-testid="address-card"
            onClick={() => onChoose(a.address_id)}
          >
            {a.is_default === 1 && <span className="tag">{texts.defaultTag}</span>}
            <div data-testid="address-person">
              <b>{a.real_name}</b>
              {a.phone}
            </div>
            <div data-testid="address-region">{regionText(a)}</div>
            <div data-testid="address-detail">{a.detail}</div>
          </button>
        ))}
        {addresses.length < max && (
          <button type="button" className="card add" onClick={() => setAdding(true)}>
            {texts.add}
          </button>
        )}
      </div>
      {addresses.length >= max && <p className="empty">{texts.full(max)}</p>}
      {addresses.length > FOLDED && (
        <button type="button" className="more" onClick={() => setUnfolded((u) => !u)}>
          {unfolded ? texts.fold : texts.unfold(addresses.length)}
        </button>
      )}
      {adding && (
        <AddressForm
          onCancel={() => setAdding(false)}
          onSaved={(id) => {
            setAdding(false);
            onAdded(id);
          }}
        />
      )}
    </div>
  );
}
