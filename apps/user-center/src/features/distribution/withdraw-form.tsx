import { useState } from 'react';
import { css } from '@emotion/react';
import type { ApiError } from '@mall/api-client';
import { formatYuan, theme, useToast } from '@mall/ui';
import { btnCss } from '../../shared/page-styles';
import { yuanInputToFen } from './spread-state';
import { useTranslation } from 'react-i18next';

const formCss = css`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 24px;
  input {
    width: 160px;
    height: 34px;
    padding: 0 10px;
    border: 1px solid #ddd;
    font-size: 14px;
  }
  .all {
    border: 0;
    background: none;
    color: ${theme.goldText};
    cursor: pointer;
  }
  .muted {
    color: ${theme.muted};
    font-size: 13px;
  }
`;

interface Props {
  available: number;
  min: number;
  withdraw(fen: number): Promise<unknown>;
}

/** Withdraw thawed brokerage to the balance: an amount in yuan, at least the minimum. */
export function WithdrawForm({ available, min, withdraw }: Props) {
  const toast = useToast();
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const fen = yuanInputToFen(text);
    if (fen === null || fen <= 0) return toast.error(t('brokerage.form.badAmount'));
    if (fen < min) return toast.error(t('brokerage.form.belowMin', { yuan: formatYuan(min) }));
    if (fen > available) return toast.error(t('brokerage.form.tooMuch'));
    setBusy(true);
    try {
      await withdraw(fen);
      setText('');
      toast.success(t('brokerage.form.done'));
    } catch (err) {
      toast.error((err as ApiError).message || t('brokerage.form.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      css={formCss}
      noValidate
      data-testid="withdraw-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <span>{t('brokerage.form.label')}</span>
      <input
        name="price"
        inputMode="decimal"
        placeholder={t('brokerage.form.placeholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="button" className="all" onClick={() => setText(formatYuan(available))}>
        {t('brokerage.form.all')}
      </button>
      <button type="submit" css={btnCss} disabled={busy}>
        {t('brokerage.form.submit')}
      </button>
      <span className="muted">{t('brokerage.form.hint', { yuan: formatYuan(min) })}</span>
    </form>
  );
}
