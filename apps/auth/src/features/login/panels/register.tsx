import { useState } from 'react';
import { useApi } from '@mall/app-kit';
import { useToast } from '@mall/ui';
import type { ApiError } from '@mall/api-client';
import { Agreement, PhoneRow, SmsCodeFields, TextRow } from '../fields';
import { validateRegister } from '../validation';
import type { PanelProps } from './common';

/** Panel 5: register by SMS code; success goes on to account login with the number filled in. */
export function RegisterPanel({ go, phone, setPhone, area, setArea }: PanelProps) {
  const api = useApi();
  const toast = useToast();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [businessCode, setBusinessCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const error = validateRegister({ phone, code, password, agreed });
    if (error) return toast.error(error);
    setBusy(true);
    try {
      await api.post('/api/auth/register', {
        phone: phone.trim(),
        sms_code: code.trim(),
        pwd: password,
        user_type: 'pc',
        area_id: area.id,
        business_code: businessCode.trim(),
      });
      toast.success('注册成功，请登录');
      go('account');
    } catch (err) {
      toast.error((err as ApiError).message || '注册失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      data-panel="register"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <PhoneRow area={area} onArea={setArea} phone={phone} onPhone={setPhone} />
      {/* register codes are sent with type 'login' (the server checks them as such) */}
      <SmsCodeFields phone={phone} area={area} type="login" register code={code} onCode={setCode} />
      <TextRow
        name="pwd"
        type="password"
        value={password}
        onChange={setPassword}
        placeholder="请输入6-16位字母加数字组合的密码"
        autoComplete="new-password"
        maxLength={16}
      />
      <TextRow
        name="business_code"
        value={businessCode}
        onChange={setBusinessCode}
        placeholder="客户经理编码（选填）"
        maxLength={32}
      />
      <Agreement checked={agreed} onChange={setAgreed} />
      <button type="submit" className="submit" disabled={busy}>
        注册
      </button>
      <div className="links">
        <span />
        <button type="button" className="link gold" data-testid="to-account" onClick={() => go('account')}>
          已有账号？立即登录
        </button>
      </div>
    </form>
  );
}
