import { useState } from 'react';
import { useToast } from '@mall/ui';
import { btnCss, formCss, panelCss, tabsCss } from '../../shared/page-styles';
import { SmsCodeField } from '../../shared/sms-code-field';
import { useUcApi } from '../../shared/use-uc-api';
import { useSignOut } from './use-sign-out';

/** /user/change_pwd: a new password, proved by the old one or an SMS code; every device logs out. */
export function PasswordPage() {
  const uc = useUcApi();
  const toast = useToast();
  const signOut = useSignOut();
  const [bySms, setBySms] = useState(false);
  const [form, setForm] = useState({ old_pwd: '', phone: '', sms_code: '', pwd: '', confirm_pwd: '' });
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

  const submit = async () => {
    if (form.pwd !== form.confirm_pwd) return toast.error('两次密码不一致');
    try {
      await uc.changePassword({
        ...(bySms ? { sms_code: form.sms_code.trim() } : { old_pwd: form.old_pwd }),
        pwd: form.pwd,
        confirm_pwd: form.confirm_pwd,
      });
      toast.success('密码已修改，请重新登录');
      signOut();
    } catch (err) {
      toast.error((err as Error).message);
    }
  };

  return (
    <section css={panelCss} data-testid="uc-password-page">
      <h1>修改密码</h1>
      <nav css={tabsCss}>
        <button type="button" aria-current={!bySms ? 'page' : undefined} onClick={() => setBySms(false)}>
          原密码验证
        </button>
        <button type="button" aria-current={bySms ? 'page' : undefined} onClick={() => setBySms(true)}>
          短信验证
        </button>
      </nav>
      <div css={formCss}>
        {bySms ? (
          <>
            <label>
              <span>绑定手机号</span>
              <input type="tel" name="phone" maxLength={11} value={form.phone} onChange={(e) => set({ phone: e.target.value })} />
            </label>
            <SmsCodeField phone={form.phone} type="change_pwd" code={form.sms_code} onCode={(v) => set({ sms_code: v })} />
          </>
        ) : (
          <label>
            <span>原密码</span>
            <input type="password" name="old_pwd" autoComplete="current-password" value={form.old_pwd} onChange={(e) => set({ old_pwd: e.target.value })} />
          </label>
        )}
        <label>
          <span>新密码</span>
          <input type="password" name="pwd" autoComplete="new-password" placeholder="6-16位字母加数字组合" value={form.pwd} onChange={(e) => set({ pwd: e.target.value })} />
        </label>
        <label>
          <span>确认新密码</span>
          <input type="password" name="confirm_pwd" autoComplete="new-password" value={form.confirm_pwd} onChange={(e) => set({ confirm_pwd: e.target.value })} />
        </label>
        <div className="actions">
          <button type="button" css={btnCss} onClick={() => void submit()}>
            确认修改
          </button>
        </div>
      </div>
    </section>
  );
}
