import { useTranslation } from 'react-i18next';

/**
 * The folded corner of the SMS and password panels: a QR code glyph leading to the
 * messaging-app QR panel, with a small tip beside it.
 */
export function QrCorner({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" className="corner" data-testid="to-wechat" aria-label={t('qr.corner')} onClick={onClick}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M3 3h8v8H3V3zm2 2v4h4V5H5zm8-2h8v8h-8V3zm2 2v4h4V5h-4zM3 13h8v8H3v-8zm2 2v4h4v-4H5zm8-2h3v3h-3v-3zm5 0h3v3h-3v-3zm-5 5h3v3h-3v-3zm5 0h3v3h-3v-3zm-2.5-2.5h3v3h-3v-3z"
          />
        </svg>
      </button>
      <span className="corner-tip" aria-hidden="true">
        {t('qr.cornerTip')}
      </span>
    </>
  );
}
