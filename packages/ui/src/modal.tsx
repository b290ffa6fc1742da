import { useEffect, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { theme } from './theme';
import { useUiTexts } from './ui-texts';

const maskCss = css`
  position: fixed;
  inset: 0;
  z-index: 1100;
  background: rgba(0, 0, 0, 0.45);
  display: flex;
  align-items: center;
  justify-content: center;
`;

const boxCss = css`
  background: #fff;
  border-radius: 4px;
  box-shadow: 0 4px 24px rgba(0, 0, 0, 0.2);
  color: ${theme.text};
  max-height: 90vh;
  overflow: auto;
  header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    padding: 16px 20px 8px;
    font-size: 16px;
  }
  header button {
    border: 0;
    background: none;
    font-size: 20px;
    line-height: 1;
    color: ${theme.muted};
    cursor: pointer;
  }
  .body {
    padding: 12px 20px 20px;
  }
  footer {
    display: flex;
    justify-content: flex-end;
    gap: 12px;
    padding: 0 20px 20px;
  }
`;

export const buttonCss = css`
  height: 34px;
  padding: 0 20px;
  font-size: 14px;
  border-radius: 4px;
  cursor: pointer;
  border: 1px solid #dcdfe6;
  background: #fff;
  color: ${theme.text};
  &[data-primary] {
    background: ${theme.gold};
    border-color: ${theme.gold};
    color: ${theme.text};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** A dialog over the page; Escape and the × close it. */
export function Modal({
  title,
  width = 420,
  onClose,
  children,
  footer,
  testId,
}: {
  title: string;
  width?: number;
  onClose: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  testId?: string;
}) {
  const { modal: texts } = useUiTexts();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div css={maskCss} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div css={boxCss} style={{ width }} role="dialog" aria-modal="true" aria-label={title} data-testid={testId}>
        <header>
          <span>{title}</span>
          <button type="button" aria-label={texts.close} onClick={onClose}>
            ×
          </button>
        </header>
        <div className="body">{children}</div>
        {footer && <footer>{footer}</footer>}
      </div>
    </div>
  );
}

/** Asks before something that cannot be undone; the confirm button says what it does. */
export function ConfirmDialog({
  title,
  message,
  confirmText,
  cancelText,
  onConfirm,
  onCancel,
}: {
  title?: string;
  message: ReactNode;
  confirmText?: string;
  cancelText?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { modal: texts } = useUiTexts();
  return (
    <Modal
      title={title ?? texts.title}
      onClose={onCancel}
      testId="confirm-dialog"
      footer={
        <>
          <button type="button" css={buttonCss} onClick={onCancel}>
            {cancelText ?? texts.cancel}
          </button>
          <button type="button" css={buttonCss} data-primary onClick={onConfirm}>
            {confirmText ?? texts.confirm}
          </button>
        </>
      }
    >
      {message}
    </Modal>
  );
}
