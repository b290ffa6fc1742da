import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { useApi, useMallStore } from '@mall/app-kit';
import { uploadImage, type UserInfo } from '@mall/api-client';
import { Avatar, ConfirmDialog, theme, useToast } from '@mall/ui';
import { btnCss, formCss, panelCss, plainBtnCss } from '../../shared/page-styles';
import { SmsCodeField } from '../../shared/sms-code-field';
import { useUcApi } from '../../shared/use-uc-api';
import { useSignOut } from './use-sign-out';
import { useTranslation } from 'react-i18next';

const MB = 1024 * 1024;
const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const avatarCss = css`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-bottom: 20px;
  padding-left: 102px;
  input[type='file'] {
    display: none;
  }
  small {
    color: ${theme.muted};
  }
`;

const sectionCss = css`
  margin-top: 28px;
  padding-top: 20px;
  border-top: 1px solid ${theme.border};
  h2 {
    font-size: 15px;
    margin: 0 0 16px;
  }
`;

/** /user/user_info (个人资料): avatar, nickname, bound phone, log out of every device. */
export function ProfilePage() {
  const api = useApi();
  const uc = useUcApi();
  const store = useMallStore();
  const toast = useToast();
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [user, setUser] = useState<UserInfo | null>(null);
  const [nickname, setNickname] = useState('');
  const [avatar, setAvatar] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [askLogout, setAskLogout] = useState(false);

  useEffect(() => {
    uc.user().then((u) => {
      setUser(u);
      setNickname(u.nickname);
      setAvatar(u.avatar);
    }, (e: Error) => toast.error(e.message));
  }, [uc, toast]);

  /** The new user goes into the shared store, so the shell's top bar shows it at once. */
  const publish = (u: UserInfo) => {
    setUser(u);
    store.getState().updateProfile(u);
  };

  const pickAvatar = async (file: File | undefined) => {
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type)) return toast.error(t('profile.avatarType'));
    if (file.size > 2 * MB) return toast.error(t('profile.avatarSize'));
    try {
      setAvatar(await uploadImage(api, file, 'avatar'));
    } catch (err) {
      toast.error((err as Error).message || t('common.uploadFailed'));
    }
  };

  const saveInfo = async () => {
    setBusy(true);
    try {
      publish(await uc.changeInfo({ nickname, avatar }));
      toast.success(t('common.saved'));
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const bindPhone = async () => {
    try {
      publish(await uc.changePhone({ phone: phone.trim(), sms_code: code.trim() }));
      setPhone('');
      setCode('');
      toast.success(t('profile.phoneChanged'));
    } catch (err) {
      toast.error((err as Error).message);
    }
  };

  const logoutAll = async () => {
    setAskLogout(false);
    try {
      await uc.logoutAll();
      signOut();
    } catch (err) {
      toast.error((err as Error).message);
    }
  };

  return (
    <section css={panelCss} data-testid="uc-profile-page">
      <h1>{t('profile.title')}</h1>
      {user && (
        <>
          <div css={avatarCss}>
            <Avatar src={avatar} size={80} alt={t('common.avatar')} />
            <label css={plainBtnCss}>
              {t('profile.changeAvatar')}
              <input type="file" accept="image/jpeg,image/png,image/webp" data-testid="avatar-input" onChange={(e) => void pickAvatar(e.target.files?.[0])} />
            </label>
            <small>{t('profile.avatarHint')}</small>
          </div>
          <div css={formCss}>
            <label>
              <span>{t('profile.nickname')}</span>
              <input type="text" name="nickname" maxLength={20} value={nickname} onChange={(e) => setNickname(e.target.value)} />
            </label>
            <label>
              <span>{t('profile.account')}</span>
              <span>{user.account.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2')}</span>
            </label>
            <div className="actions">
              <button type="button" css={btnCss} disabled={busy} onClick={() => void saveInfo()} data-testid="save-profile">
                {t('common.save')}
              </button>
            </div>
          </div>
          <div css={[sectionCss, formCss]}>
            <h2>{t('profile.phoneTitle')}</h2>
            <label>
              <span>{t('profile.currentPhone')}</span>
              <span data-testid="bound-phone">{user.phone || t('profile.noPhone')}</span>
            </label>
            <label>
              <span>{t('profile.newPhone')}</span>
              <input type="tel" name="phone" maxLength={11} value={phone} onChange={(e) => setPhone(e.target.value)} />
            </label>
            <SmsCodeField phone={phone} type="mobile" code={code} onCode={setCode} />
            <div className="actions">
              <button type="button" css={btnCss} onClick={() => void bindPhone()}>
                {t(user.phone ? 'profile.changePhone' : 'profile.bindPhone')}
              </button>
            </div>
          </div>
          <div css={sectionCss}>
            <h2>{t('profile.devices')}</h2>
            <button type="button" css={plainBtnCss} onClick={() => setAskLogout(true)}>
              {t('profile.signOutAll')}
            </button>
          </div>
        </>
      )}
      {askLogout && (
        <ConfirmDialog
          title={t('profile.signOutAll')}
          message={t('profile.askSignOutAll')}
          confirmText={t('profile.signOutAllConfirm')}
          onCancel={() => setAskLogout(false)}
          onConfirm={() => void logoutAll()}
        />
      )}
    </section>
  );
}
