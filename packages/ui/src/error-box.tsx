import { css } from '@emotion/react';
import { theme } from './theme';
import { useUiTexts } from './ui-texts';

const boxCss = css`
  margin: 40px auto;
  width: 480px;
  padding: 32px;
  border: 1px solid ${theme.border};
  background: #fff;
  text-align: center;
  color: ${theme.text};
  h3 {
    margin: 0 0 8px;
    font-size: 18px;
  }
  p {
    color: ${theme.muted};
    margin: 0 0 16px;
  }
  button {
    background: ${theme.gold};
    color: ${theme.text};
    border: 0;
    padding: 8px 28px;
    cursor: pointer;
    font-size: 14px;
  }
`;

/** Inline error for one area of the page: the rest of the page keeps working. */
export function ErrorBox({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { errorBox: texts } = useUiTexts();
  return (
    <div css={boxCss} role="alert" data-testid="error-box">
      <h3>{texts.title}</h3>
      <p>{message || texts.fallback}</p>
      {onRetry && (
        <button type="button" onClick={onRetry}>
          {texts.retry}
        </button>
      )}
    </div>
  );
}
