import { useState } from 'react';
import { css } from '@emotion/react';
import type { ApiError } from '@mall/api-client';
import { formatYuan, theme, useToast } from '@mall/ui';
import { btnCss } from '../../shared/page-styles';
import { yuanInputToFen } from './spread-state';

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
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const fen = yuanInputToFen(text);
    if (fen === null || fen <= 0) return toast.error('请输入正确的提现金额');
    if (fen < min) return toast.error(`最低提现金额为¥${formatYuan(min)}`);
    if (fen > available) return toast.error('可提现佣金不足');
    setBusy(true);
    try {
      await withdraw(fen);
      setText('');
      toast.success('提现成功，已转入余额');
    } catch (err) {
      toast.error((err as ApiError).message || '提现失败');
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
      <span>提现到余额</span>
      <input
        name="price"
        inputMode="decimal"
        placeholder="输入提现金额（元）"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="button" className="all" onClick={() => setText(formatYuan(available))}>
        全部提现
      </button>
      <button type="submit" css={btnCss} disabled={busy}>
        确认提现
      </button>
      <span className="muted">最低提现 ¥{formatYuan(min)}，提现后可在“我的余额”查看</span>
    </form>
  );
}
