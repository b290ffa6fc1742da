import { useCallback, useEffect, useState } from 'react';
import { css } from '@emotion/react';
import type { Address } from '@mall/api-client';
import { AddressForm, regionText, useAddressApi } from '@mall/address-book';
import { ConfirmDialog, ErrorBox, theme, useToast } from '@mall/ui';
import { Empty } from '../../shared/empty';
import { btnCss, panelCss } from '../../shared/page-styles';
import { useTranslation } from 'react-i18next';
import { useAddressFormTexts } from './address-form-texts';

const listCss = css`
  .item {
    display: flex;
    gap: 24px;
    align-items: center;
    padding: 14px 16px;
    border: 1px solid ${theme.border};
    margin-bottom: 12px;
    font-size: 13px;
    color: #666;
  }
  .item[data-default='1'] {
    border-color: ${theme.gold};
    background: #fffaf0;
  }
  .who {
    width: 180px;
    color: ${theme.text};
  }
  .who b {
    margin-right: 8px;
  }
  .where {
    flex: 1;
  }
  .tag {
    padding: 0 6px;
    background: ${theme.gold};
    color: ${theme.text};
    font-size: 12px;
  }
  .ops {
    display: flex;
    gap: 14px;
  }
  .ops button {
    border: 0;
    background: none;
    color: ${theme.goldText};
    cursor: pointer;
    padding: 0;
  }
`;

/** /user/address_list: the address book checkout uses; add, edit, delete, set the default (≤ 50). */
export function AddressListPage() {
  const address = useAddressApi();
  const toast = useToast();
  const { t } = useTranslation();
  const [book, setBook] = useState<{ list: Address[]; max: number } | null>(null);
  const [error, setError] = useState('');
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);

  const load = useCallback(async () => {
    try {
      setBook(await address.list());
      setError('');
    } catch (err) {
      setError((err as Error).message);
    }
  }, [address]);
  useEffect(() => {
    void load();
  }, [load]);

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toast.success(done);
      await load();
    } catch (err) {
      toast.error((err as Error).message);
    }
  };

  const full = book ? book.list.length >= book.max : false;
  const formTexts = useAddressFormTexts();
  return (
    <section css={panelCss} data-testid="uc-address-page">
      <h1>
        {t('address.title')}
        {book && (
          <span className="muted" style={{ fontSize: 13, fontWeight: 'normal', marginLeft: 12 }}>
            {t('address.saved', { count: book.list.length, max: book.max })}
          </span>
        )}
        <button type="button" css={btnCss} style={{ float: 'right' }} disabled={full || editing !== null} onClick={() => setEditing('new')}>
          {t('address.add')}
        </button>
      </h1>
      {error && <ErrorBox message={error} onRetry={() => void load()} />}
      {editing && (
        <div style={{ marginBottom: 20 }}>
          <AddressForm
            key={editing === 'new' ? 'new' : editing.address_id}
            editing={editing === 'new' ? undefined : editing}
            texts={formTexts}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              void load();
            }}
          />
        </div>
      )}
      {book && book.list.length === 0 && !editing && <Empty text={t('address.empty')} />}
      {book && book.list.length > 0 && (
        <div css={listCss} data-testid="address-list">
          {book.list.map((a) => (
            <div key={a.address_id} className="item" data-default={a.is_default} data-testid="address-item">
              <div className="who" data-authored>
                <b>{a.real_name}</b>
                {a.phone}
              </div>
              <div className="where" data-authored>
                {regionText(a)} {a.detail}
              </div>
              {a.is_default === 1 && <span className="tag">{t('address.defaultTag')}</span>}
              <div className="ops">
                {a.is_default !== 1 && (
                  <button type="button" onClick={() => void act(() => address.setDefault(a.address_id), t('address.defaultSet'))}>
                    {t('address.setDefault')}
                  </button>
                )}
                <button type="button" onClick={() => setEditing(a)}>
                  {t('common.edit')}
                </button>
                <button type="button" onClick={() => setDeleting(a)}>
                  {t('common.delete')}
                </button>
              </div>
            </div>
          ))}
        </div>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('address.removeTitle')}
          message={t('address.askRemove')}
          confirmText={t('common.delete')}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const a = deleting;
            setDeleting(null);
            void act(() => address.remove(a.address_id), t('common.deleted'));
          }}
        />
      )}
    </section>
  );
}
