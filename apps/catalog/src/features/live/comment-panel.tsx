import { css } from '@emotion/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { LiveComment } from '@mall/api-client';
import { theme } from '@mall/ui';
import { useRequireLogin } from '../common/use-require-login';
import { useMallState } from '@mall/app-kit';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { live } from '../../i18n/zh-CN/live';

// this module's texts come with its chunk
catalogTexts.add({ live });

const MAX_CHARS = 100;

const panelCss = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  background: #1f1f24;
  color: #eee;
  border-radius: 0 6px 6px 0;
  h2 {
    margin: 0;
    padding: 12px 16px;
    font-size: 15px;
    border-bottom: 1px solid #333;
  }
  ol {
    flex: 1;
    overflow-y: auto;
    list-style: none;
    margin: 0;
    padding: 8px 16px;
    font-size: 13px;
    line-height: 22px;
  }
  li {
    margin: 4px 0;
    word-break: break-all;
  }
  li b {
    color: ${theme.goldText};
    font-weight: normal;
    margin-right: 6px;
  }
  .empty {
    color: #888;
    text-align: center;
    margin-top: 40px;
  }
  form {
    display: flex;
    gap: 8px;
    padding: 12px 16px;
    border-top: 1px solid #333;
  }
  input {
    flex: 1;
    min-width: 0;
    height: 34px;
    padding: 0 12px;
    border-radius: 17px;
    border: none;
    background: #35353d;
    color: #fff;
    font-size: 13px;
    outline: none;
  }
  button {
    padding: 0 16px;
    border-radius: 17px;
    border: none;
    background: ${theme.gold};
    color: ${theme.text};
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.6;
    cursor: default;
  }
  .error {
    padding: 0 16px 10px;
    font-size: 12px;
    color: #ff8a80;
  }
  .login {
    margin: 12px 16px;
    line-height: 34px;
    text-align: center;
    border-radius: 17px;
    background: #35353d;
    color: #ccc;
    cursor: pointer;
    border: none;
    font-size: 13px;
  }
`;

interface Props {
  comments: LiveComment[];
  /** null: comments are closed (before the show, replays) with this reason */
  closedReason: string | null;
  onSend(content: string): Promise<void>;
}

/** The live comment stream and its box; a guest's box opens the login dialog. */
export function CommentPanel({ comments, closedReason, onSend }: Props) {
  const loggedIn = useMallState((s) => Boolean(s.users));
  const requireLogin = useRequireLogin();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { t } = useCatalogTexts();
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [comments.length]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!requireLogin()) return;
    if (!text.trim()) return setError(t('live.emptyComment'));
    setBusy(true);
    setError('');
    try {
      await onSend(text);
      setText('');
    } catch (err) {
      setError(err instanceof Error ? err.message : t('live.sendFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <aside css={panelCss} data-testid="live-comments">
      <h2>{t('live.chat')}</h2>
      <ol ref={list} aria-live="polite">
        {comments.length === 0 && <li className="empty">{t('live.noComments')}</li>}
        {comments.map((c) => (
          <li key={c.id} data-testid="live-comment" data-authored>
            <b>{c.nickname}</b>
            <span>{c.content}</span>
          </li>
        ))}
      </ol>
      {closedReason ? (
        <div className="login">{closedReason}</div>
      ) : loggedIn ? (
        <>
          <form onSubmit={(e) => void submit(e)}>
            <input
              value={text}
              maxLength={MAX_CHARS}
              placeholder={t('live.say')}
              aria-label={t('live.comment')}
              onChange={(e) => setText(e.target.value)}
              data-testid="comment-input"
            />
            <button type="submit" disabled={busy} data-testid="comment-send">
              {t('live.send')}
            </button>
          </form>
          {error && <div className="error">{error}</div>}
        </>
      ) : (
        <button type="button" className="login" onClick={() => requireLogin()} data-testid="comment-login">
          {t('live.loginToComment')}
        </button>
      )}
    </aside>
  );
}
