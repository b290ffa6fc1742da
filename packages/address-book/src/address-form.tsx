import { useState } from 'react';
import { css } from '@emotion/react';
import type { Address, AddressInput } from '@mall/api-client';
import { buttonCss, theme, useToast } from '@mall/ui';
import { useAddressApi } from './use-address-api';
import { addressError, type AddressField } from './address-rules';
import type { RegionChain } from './region-chain';
import { RegionPicker } from './region-picker';

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

/** A new address, or changes to `editing`, checked field by field; answers the saved address' id. */
export function AddressForm({
  onSaved,
  onCancel,
  editing,
}: {
  onSaved: (addressId: number) => void;
  onCancel: () => void;
  editing?: Address;
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
      toast.success(editing ? '修改成功' : '添加成功');
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
        <label htmlFor="addr-name">收货人</label>
        <div>
          <input
            id="addr-name"
            type="text"
            maxLength={25}
            placeholder="请输入收货人姓名"
            value={form.real_name}
            aria-invalid={error?.field === 'real_name'}
            onChange={(e) => set({ real_name: e.target.value })}
          />
          {errorOf('real_name')}
        </div>
      </div>
      <div className="row">
        <label htmlFor="addr-phone">手机号码</label>
        <div>
          <input
            id="addr-phone"
            type="tel"
            maxLength={11}
            placeholder="请输入11位手机号码"
            value={form.phone}
            aria-invalid={error?.field === 'phone'}
            onChange={(e) => set({ phone: e.target.value.replace(/\D/g, '') })}
          />
          {errorOf('phone')}
        </div>
      </div>
      <div className="row">
        <label>所在地区</label>
        <div>
          <RegionPicker
            value={chain}
            names={editing && [editing.province, editing.city, editing.district, editing.street]}
            invalid={error?.field === 'region'}
            onChange={([province_id, city_id, district_id, street_id]) =>
              set({ province_id, city_id, district_id, street_id })
            }
          />
          {errorOf('region')}
        </div>
      </div>
      <div className="row">
        <label htmlFor="addr-detail">详细地址</label>
        <div>
          <input
            id="addr-detail"
            className="detail"
            type="text"
            maxLength={60}
            placeholder="请输入详细地址，如道路、门牌号、小区、楼栋号、单元室等"
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
          设为默认地址
        </label>
        <button type="button" css={buttonCss} data-primary disabled={saving} onClick={() => void save()}>
          保存收货地址
        </button>
        <button type="button" css={buttonCss} onClick={onCancel}>
          取消
        </button>
      </div>
    </div>
  );
}
