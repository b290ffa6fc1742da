import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { theme } from '@mall/ui';
import { useCatalogTexts } from '../../i18n/catalog-texts';

const shareCss = (accent: string) => css`
  display: flex;
  gap: 8px;
  input {
    flex: 1;
    height: 40px;
    padding: 0 10px;
    border: 1px solid ${theme.border};
    color: ${theme.muted};
    background: #fafafa;
  }
  button {
    width: 140px;
    height: 40px;
    color: #fff;
    font-size: 15px;
    background: ${accent};
    border: 0;
    cursor: pointer;
  }
`;

/** A page's address to send to friends (a group to join, a bargain to help), copied with one click. */
export function ShareLink({
  path,
  label,
  invite,
  accent = theme.priceRed,
}: {
  path: string;
  /** what the address is, for screen readers (e.g. 拼团链接) */
  label: string;
  /** the copy button's text (e.g. 邀请好友) */
  invite: string;
  accent?: string;
}) {
  // the server knows no origin: the full address appears once the page runs in the browser
  const [url, setUrl] = useState(path);
  const [copied, setCopied] = useState(false);
  const { t } = useCatalogTexts();
  useEffect(() => setUrl(new URL(path, window.location.origin).href), [path]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div css={shareCss(accent)}>
      <input
        readOnly
        value={url}
        aria-label={label}
        data-testid="share-link"
        onFocus={(e) => e.currentTarget.select()}
      />
      <button type="button" data-testid="invite" onClick={() => void copy()}>
        {copied ? t('common.copied') : invite}
      </button>
    </div>
  );
}
