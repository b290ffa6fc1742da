import { css } from '@emotion/react';
import { theme } from '@mall/ui';
import { useMallState } from '@mall/app-kit';

const barCss = css`
  height: ${theme.headerBarHeight}px;
  background: #f5f5f5;
  font-size: 12px;
  color: #666;
  .inner {
    width: ${theme.layoutWidth}px;
    margin: 0 auto;
    display: flex;
    justify-content: space-between;
    align-items: center;
    height: 100%;
  }
  a,
  button {
    color: #666;
    margin-left: 16px;
    background: none;
    border: 0;
    font-size: 12px;
    cursor: pointer;
    padding: 0;
  }
  a:hover,
  button:hover {
    color: ${theme.gold};
  }
`;

export function TopBar({ siteName }: { siteName: string }) {
  const user = useMallState((s) => s.users);
  const openLogin = useMallState((s) => s.openLogin);
  return (
    <div css={barCss}>
      <div className="inner">
        <span>欢迎来到{siteName}</span>
        <nav>
          {user ? (
            <a href="/user?type=0">{user.nickname}</a>
          ) : (
            <>
              <button type="button" onClick={() => openLogin()}>
                登录
              </button>
              <button type="button" onClick={() => openLogin()}>
                注册
              </button>
            </>
          )}
          <a href="/user/order_list?type=1">我的订单</a>
          <a href="/user/balance?type=3">我的余额</a>
        </nav>
      </div>
    </div>
  );
}
