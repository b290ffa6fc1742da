import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { theme } from '@mall/ui';

const shareCss = css`
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
    background: ${theme.gold};
    border: 0;
    cursor: pointer;
  }
`;

/** 邀请好友帮砍: the bargain page's address to send to friends, copied with one click. */
export function ShareLink({ path }: { path: string }) {
  // the server knows no origin: the full address appears once the page runs in the browser
  const [url, setUrl] = useState(path);
  const [copied, setCopied] = useState(false);
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
    <div css={shareCss}>
      <input
        readOnly
        value={url}
        aria-label="砍价链接"
        data-testid="share-link"
        onFocus={(e) => e.currentTarget.select()}
      />
      <button type="button" data-testid="invite" onClick={() => void copy()}>
        {copied ? '已复制链接' : '邀请好友帮砍'}
      </button>
    </div>
  );
}
