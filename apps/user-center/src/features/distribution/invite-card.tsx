import { css } from '@emotion/react';
import { SPREAD_PARAM, type SpreadInfo } from '@mall/api-client';
import { formatYuan, theme, useToast } from '@mall/ui';
import { plainBtnCss } from '../../shared/page-styles';

const cardCss = css`
  display: flex;
  gap: 24px;
  align-items: center;
  padding: 16px 20px;
  margin-bottom: 20px;
  border: 1px dashed ${theme.gold};
  background: #fffdf6;
  .code {
    font-size: 22px;
    font-weight: bold;
    letter-spacing: 2px;
    color: ${theme.goldText};
  }
  .link {
    flex: 1;
    min-width: 0;
  }
  .link input {
    width: 100%;
    height: 32px;
    margin-top: 6px;
    padding: 0 8px;
    border: 1px solid #ddd;
    color: #666;
  }
  .muted {
    color: ${theme.muted};
    font-size: 13px;
  }
`;

/** The promoter's invite code and link, or how to become a promoter. */
export function InviteCard({ info }: { info: SpreadInfo }) {
  const toast = useToast();
  if (!info.spread_status) return <p className="muted">推广功能暂未开启</p>;
  if (!info.code) {
    return (
      <div css={cardCss} data-testid="spread-not-promoter">
        <span>
          累计消费满 ¥{formatYuan(info.threshold)} 即可成为推广员（已消费 ¥{formatYuan(info.paid_total ?? 0)}）
        </span>
      </div>
    );
  }
  const link = `${location.origin}/?${SPREAD_PARAM}=${info.code}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('邀请链接已复制');
    } catch {
      toast.error('复制失败，请手动复制链接');
    }
  };
  return (
    <div css={cardCss} data-testid="spread-invite">
      <div>
        <div className="muted">我的邀请码</div>
        <div className="code" data-testid="spread-code">
          {info.code}
        </div>
      </div>
      <label className="link">
        <span className="muted">邀请链接（好友通过链接注册即成为您的推广用户）</span>
        <input readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <button type="button" css={plainBtnCss} onClick={() => void copy()}>
        复制链接
      </button>
    </div>
  );
}
