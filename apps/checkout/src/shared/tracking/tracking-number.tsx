import { useTranslation } from 'react-i18next';
import { buttonCss, useToast } from '@mall/ui';
import { copyText } from './copy-text';

/** 快递单号 with a 复制 button. */
export function TrackingNumber({ value }: { value: string }) {
  const toast = useToast();
  const { t } = useTranslation();
  return (
    <span>
      <span data-testid="tracking-number">{value}</span>{' '}
      <button
        type="button"
        css={buttonCss}
        style={{ height: 26, padding: '0 10px', fontSize: 12, marginLeft: 8 }}
        onClick={() =>
          void copyText(value).then((ok) =>
            ok ? toast.success(t('logistics.copied')) : toast.error(t('logistics.copyFailed')),
          )
        }
      >
        {t('logistics.copy')}
      </button>
    </span>
  );
}
