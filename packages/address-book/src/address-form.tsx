import { useState } from 'react';
import { css } from '@emotion/react';
import type { Address, AddressInput } from '@mall/api-client';
import { buttonCss, theme, useToast } from '@mall/ui';
import { useAddressApi } from './use-address-api';
import { addressError, type AddressField } from './address-rules';
import type { RegionChain } from './region-chain';
import { REGION_PICKER_TEXTS, RegionPicker, type RegionPickerTexts } from './region-picker';

const formCss = css`
  border: 1px solid ${theme.border};
  background: #fcfcfc;
  padding: 20px 24px;
  margin-top: 12px;
  .row {
    display: flex;
    align-items: flex-start;
    margin-bottom: 16px;
  }
  .row > label:first-of-type {
    width: 90px;
    line-height: 34px;
    color: #666;
    flex: none;
  }
  .row > label:first-of-type::before {
    content: '*';
    color: ${theme.priceText};
    margin-right: 4px;
  }
  input[type='text'],
  input[type='tel'] {
    height: 34px;
    width: 300px;
    border: 1px solid #dcdfe6;
    border-radius: 4px;
    padding: 0 10px;
    font-size: 14px;
  }
  input.detail {
    width: 624px;
  }
  [aria-invalid='true'] {
    border-color: ${theme.priceRed} !important;
  }
  .err {
    color: ${theme.priceText};
    font-size: 12px;
    margin-top: 4px;
  }
  .actions {
    padding-left: 90px;
    display: flex;
    gap: 12px;
    align-items: center;
  }
  .default {
    margin-right: 12px;
    display: flex;
    gap: 6px;
    align-items: center;
  }
`;

const EMPTY: AddressInput = {
  real_name: '',
  phone: '',
  province_id: 0,
  city_id: 0,
  district_id: 0,
  street_id: 0,
  detail: '',
  is_default: 0,
};

const fromAddress = (a: Address): AddressInput => ({
  real_name: a.real_name,
  phone: a.phone,
  province_id: a.province_id,
  city_id: a.city_id,
  district_id: a.district_id,
  street_id: a.street_id,
  detail: a.detail,
  is_default: a.is_default,
});

/** The form's own words; an app with its own language passes them translated. */
export interface AddressFormTexts {
  added: string;
  saved: string;
  name: string;
  namePlaceholder: string;
  phone: string;
  phonePlaceholder: string;
  region: string;
  detail: string;
  detailPlaceholder: string;
  makeDefault: string;
  save: string;
  cancel: string;
  regionPicker: RegionPickerTexts;
}

export const ADDRESS_FORM_TEXTS: AddressFormTexts = {
  added: '添加成功',
  saved: '修改成功',
  name: '收货人',
  namePlaceholder: '请输入收货人姓名',
  phone: '手机号码',
  phonePlaceholder: '请输入11位手机号码',
  region: '所在地区',
  detail: '详细地址',
  detailPlaceholder: '请输入详细地址，如道路、门牌号、小区、楼栋号、单元室等',
  makeDefault: '设为默认地址',
  save: '保存收货地址',
  cancel: '取消',
  regionPicker: REGION_PICKER_TEXTS,
};

/** A new address, or changes to `editing`, checked field by field; answers the saved address' id. */
export function AddressForm({
  onSaved,
  onCancel,
  editing,
  texts = ADDRESS_FORM_TEXTS,
}: {
  onSaved: (addressId: number) => void;
  onCancel: () => void;
  editing?: Address;
  texts?: AddressFormTexts;
}) {
  const address = useAddressApi();
  const toast = useToast();
  const [form, setForm] = useState<AddressInput>(editing ? fromAddress(editing) : EMPTY);
  const [error, setError] = useState<{ field: AddressField; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<AddressInput>) => {
    setForm((f) => ({ ...f, ...patch }));
    setError(null);
  };
  const chain: RegionChain = [form.province_id, form.city_id, form.district_id, form.street_id];
  const errorOf = (field: AddressField) =>
    error?.field === field ? (
      <div className="err" role="alert">
        {error.message}
      </div>
    ) : null;

  const save = async () => {
    const wrong = addressError(form);
    if (wrong) {
      setError(wrong);
      return;
    }
    setSaving(true);
    try {
      const { address_id } = await address.save({
        ...form,
        ...(editing ? { address_id: editing.address_id } : {}),
        real_name: form.real_name.trim(),
        detail: form.detail.trim(),
      });
      toast.success(editing ? texts.saved : texts.added);
      onSaved(address_id);
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div css={formCss} data-testid="address-form">
      <div className="row">
        <label htmlFor="addr-name">{texts.name}</label>
        <div>
          <input
            id="addr-name"
            type="text"
            maxLength={25}
            placeholder={texts.namePlaceholder}
            value={form.real_name}
            aria-invalid={error?.field === 'real_name'}
            onChange={(e) => set({ real_name: e.target.value })}
          />
          {errorOf('real_name')}
        </div>
      </div>
      <div className="row">
        <label htmlFor="addr-phone">{texts.phone}</label>
        <div>
          <input
            id="addr-phone"
            type="tel"
            maxLength={11}
            placeholder={texts.phonePlaceholder}
            value={form.phone}
            aria-invalid={error?.field === 'phone'}
            onChange={(e) => set({ phone: e.target.value.replace(/\D/g, '') })}
          />
          {errorOf('phone')}
        </div>
      </div>
      <div className="row">
        <label>{texts.region}</label>
        <div>
          <RegionPicker
            value={chain}
            names={editing && [editing.province, editing.city, editing.district, editing.street]}
            invalid={error?.field === 'region'}
            texts={texts.regionPicker}
            onChange={([province_id, city_id, district_id, street_id]) =>
              set({ province_id, city_id, district_id, street_id })
            }
          />
          {errorOf('region')}
        </div>
      </div>
      <div className="row">
        <label htmlFor="addr-detail">{texts.detail}</label>
        <div>
          <input
            id="addr-detail"
            className="detail"
            type="text"
            maxLength={60}
            placeholder={texts.detailPlaceholder}
            value={form.detail}
            aria-invalid={error?.field === 'detail'}
            onChange={(e) => set({ detail: e.target.value })}
          />
          {errorOf('detail')}
        </div>
      </div>
      <div className="actions">
        <label className="default">
          <input
            type="checkbox"
            checked={form.is_default === 1}
            onChange={(e) => set({ is_default: e.target.checked ? 1 : 0 })}
          />
          {texts.makeDefault}
        </label>
        <button type="button" css={buttonCss} data-primary disabled={saving} onClick={() => void save()}>
          {texts.save}
        </button>
        <button type="button" css={buttonCss} onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
    </div>
  );
}
