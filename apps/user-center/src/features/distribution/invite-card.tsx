import { css } from '@emotion/react';
import { SPREAD_PARAM, type SpreadInfo } from '@mall/api-client';
import { formatYuan, theme, useToast } from '@mall/ui';
import { plainBtnCss } from '../../shared/page-styles';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  if (!info.spread_status) return <p className="muted">{t('brokerage.invite.off')}</p>;
  if (!info.code) {
    return (
      <div css={cardCss} data-testid="spread-not-promoter">
        <span>
          {t('brokerage.invite.threshold', { yuan: formatYuan(info.threshold), paid: formatYuan(info.paid_total ?? 0) })}
        </span>
      </div>
    );
  }
  const link = `${location.origin}/?${SPREAD_PARAM}=${info.code}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('brokerage.invite.copied'));
    } catch {
      toast.error(t('brokerage.invite.copyFailed'));
    }
  };
  return (
    <div css={cardCss} data-testid="spread-invite">
      <div>
        <div className="muted">{t('brokerage.invite.code')}</div>
        <div className="code" data-testid="spread-code">
          {info.code}
        </div>
      </div>
      <label className="link">
        <span className="muted">{t('brokerage.invite.link')}</span>
        <input readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <button type="button" css={plainBtnCss} onClick={() => void copy()}>
        {t('brokerage.invite.copy')}
      </button>
    </div>
  );
}
