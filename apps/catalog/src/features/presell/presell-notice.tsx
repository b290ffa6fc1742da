import { css } from '@emotion/react';
import { theme } from '@mall/ui';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { NODE, withNode } from '../../i18n/with-node';
import { presell } from '../../i18n/zh-CN/presell';

// this module's texts come with its chunk
catalogTexts.add({ presell });

const noticeCss = css`
  margin: 12px 16px 0;
  padding: 10px 12px;
  border: 1px solid #ffd591;
  background: #fffbe6;
  font-size: 12px;
  line-height: 20px;
  color: ${theme.text};
  strong {
    color: ${theme.priceText};
  }
  .terms {
    max-height: 84px;
    overflow-y: auto;
    color: ${theme.muted};
    margin: 4px 0;
  }
  .terms p,
  .terms h3 {
    margin: 0;
    font-size: 12px;
  }
  .terms h3 {
    color: ${theme.text};
  }
  label {
    display: flex;
    align-items: center;
    gap: 6px;
    cursor: pointer;
  }
`;

interface Props {
  agreement: { title: string; content: string };
  agreed: boolean;
  onAgree: (agreed: boolean) => void;
}

/** 定金不退: the presell agreement, to accept before the deposit is paid. */
export function PresellNotice({ agreement, agreed, onAgree }: Props) {
  const { t } = useCatalogTexts();
  return (
    <div css={noticeCss} data-testid="presell-notice">
      <strong>{t('presell.noRefund')}</strong>
      {t('presell.noRefundTerms')}
      {/* agreements are sanitised when they are written (site service); the operator wrote them */}
      <div className="terms" data-authored dangerouslySetInnerHTML={{ __html: agreement.content }} />
      <label>
        <input
          type="checkbox"
          checked={agreed}
          onChange={(e) => onAgree(e.target.checked)}
          data-testid="presell-agree"
        />
        {withNode(t('presell.agree', { title: NODE }), <span data-authored>{agreement.title}</span>)}
      </label>
    </div>
  );
}
