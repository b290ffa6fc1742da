import { useRef, useState } from 'react';
import { uploadImage, type ServiceInput } from '@mall/api-client';
import { useApi } from '@mall/app-kit';
import { buttonCss, useToast } from '@mall/ui';
import { EMOJI } from './emoji';
import { useTranslation } from 'react-i18next';

const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
const MAX_TEXT = 500;

/** Text box with an emoji picker and a picture button; Enter sends, Shift+Enter breaks the line. */
export function Composer({ onSend, disabled }: { onSend(input: ServiceInput): void; disabled: boolean }) {
  const api = useApi();
  const toast = useToast();
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [picking, setPicking] = useState(false);
  const file = useRef<HTMLInputElement>(null);

  const sendText = () => {
    const value = text.trim();
    if (!value) return toast.error(t('service.empty'));
    onSend({ type: 'text', content: { text: value } });
    setText('');
  };

  const sendPicture = async (f: File | undefined) => {
    if (file.current) file.current.value = '';
    if (!f) return;
    if (!PICTURE_TYPES.includes(f.type)) return toast.error(t('service.pictureType'));
    if (f.size > MAX_PICTURE_BYTES) return toast.error(t('service.pictureSize'));
    try {
      onSend({ type: 'image', content: { url: await uploadImage(api, f, 'service') } });
    } catch (err) {
      toast.error((err as Error).message || t('common.uploadFailed'));
    }
  };

  return (
    <div className="composer">
      <div className="tools">
        <button
          type="button"
          title={t('service.emoji')}
          aria-label={t('service.emoji')}
          onClick={() => setPicking((v) => !v)}
          data-testid="emoji-toggle"
        >
          😊
        </button>
        <button type="button" className="picture" onClick={() => file.current?.click()}>
          {t('service.picture')}
        </button>
        <input
          ref={file}
          type="file"
          accept={PICTURE_TYPES.join(',')}
          hidden
          onChange={(e) => void sendPicture(e.target.files?.[0])}
        />
        {picking && (
          <div className="emoji-panel" role="listbox" aria-label={t('service.emoji')}>
            {EMOJI.map((e) => (
              <button
                key={e}
                type="button"
                role="option"
                aria-selected={false}
                onClick={() => {
                  setPicking(false);
                  onSend({ type: 'emoji', content: { emoji: e } });
                }}
              >
                {e}
              </button>
            ))}
          </div>
        )}
      </div>
      <textarea
        value={text}
        maxLength={MAX_TEXT}
        placeholder={t('service.placeholder')}
        aria-label={t('service.message')}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            sendText();
          }
        }}
      />
      <div className="send">
        <span className="count">
          {text.length}/{MAX_TEXT}
        </span>
        <button type="button" css={buttonCss} data-primary="" disabled={disabled} onClick={sendText}>
          {t('service.send')}
        </button>
      </div>
    </div>
  );
}
