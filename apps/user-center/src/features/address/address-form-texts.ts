import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressFormTexts } from '@mall/address-book';

/** @mall/address-book's form in the page's language. */
export function useAddressFormTexts(): AddressFormTexts {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      added: t('address.form.added'),
      saved: t('common.saved'),
      name: t('address.form.name'),
      namePlaceholder: t('address.form.namePlaceholder'),
      phone: t('address.form.phone'),
      phonePlaceholder: t('address.form.phonePlaceholder'),
      region: t('address.form.region'),
      detail: t('address.form.detail'),
      detailPlaceholder: t('address.form.detailPlaceholder'),
      makeDefault: t('address.form.makeDefault'),
      save: t('address.form.save'),
      cancel: t('address.form.cancel'),
      regionPicker: {
        label: t('address.form.region'),
        placeholder: t('address.form.regionPlaceholder'),
        choose: (label: string) => t('address.form.chooseRegion', { label }),
        loading: t('address.form.loading'),
        none: t('address.form.noRegion'),
        levels: [
          t('address.form.levels.province'),
          t('address.form.levels.city'),
          t('address.form.levels.district'),
          t('address.form.levels.street'),
        ],
      },
    }),
    // t changes with the language
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, language],
  );
}
