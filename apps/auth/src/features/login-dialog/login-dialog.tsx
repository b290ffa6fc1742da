import { css } from '@emotion/react';
import { theme } from '@mall/ui';
import { useMallState } from '@mall/app-kit';

const maskCss = css`
  position: fixed;
  inset: 0;
  background: rgba(0, 0, 0, 0.5);
  display: flex;
  align-items: center;
  justify-content: center;
  z-index: 1000;
`;

const panelCss = css`
  width: 450px;
  background: #fff;
  padding: 32px;
  position: relative;
  h2 {
    margin: 0 0 16px;
    font-size: 20px;
  }
  .close {
    position: absolute;
    right: 16px;
    top: 12px;
    border: 0;
    background: none;
    font-size: 20px;
    cursor: pointer;
    color: ${theme.muted};
  }
`;

/** The login dialog, shown while the shared login flag is on. Its panels come with the auth issue. */
export function LoginDialog() {
  const open = useMallState((s) => s.login);
  const close = useMallState((s) => s.closeLogin);
  if (!open) return null;
  return (
    <div css={maskCss}>
      <div css={panelCss} role="dialog" aria-label="登录">
        <button className="close" type="button" aria-label="关闭" onClick={close}>
          ×
        </button>
        <h2>账号登录</h2>
        <p>
          请前往<a href="/login">登录页</a>登录
        </p>
      </div>
    </div>
  );
}
