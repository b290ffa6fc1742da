import { useRef, useState } from 'react';
import { css } from '@emotion/react';
import { theme } from './theme';
import { UI_TEXTS_ZH, useUiTexts, type UiTexts } from './ui-texts';

const fill = (text: string, values: Record<string, number>) =>
  text.replace(/{(\w+)}/g, (_, name: string) => String(values[name] ?? ''));

const MB = 1024 * 1024;

const gridCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: flex-start;
  .pic,
  .add {
    position: relative;
    width: 80px;
    height: 80px;
    border: 1px solid ${theme.border};
    border-radius: 4px;
    overflow: hidden;
    background: #fafafa;
  }
  .pic img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .pic button {
    position: absolute;
    top: 0;
    right: 0;
    width: 20px;
    height: 20px;
    border: 0;
    background: rgba(0, 0, 0, 0.55);
    color: #fff;
    cursor: pointer;
    line-height: 20px;
    padding: 0;
  }
  .add {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    border-style: dashed;
    border-color: #d9d9d9;
    cursor: pointer;
    color: ${theme.muted};
    font-size: 12px;
  }
  .add b {
    font-size: 26px;
    font-weight: normal;
    line-height: 1;
  }
  .add input {
    display: none;
  }
  .hint {
    width: 100%;
    color: ${theme.muted};
    font-size: 12px;
  }
`;

/** Client-side check before an upload (the server checks the bytes again); '' when fine. */
export function checkImageFile(
  file: { type: string; size: number },
  maxMb = 5,
  texts: UiTexts['uploader'] = UI_TEXTS_ZH.uploader,
): string {
  if (file.type !== 'image/jpeg' && file.type !== 'image/png') return texts.badType;
  if (file.size > maxMb * MB) return fill(texts.tooBig, { mb: maxMb });
  return '';
}

/**
 * Up to `max` pictures uploaded one by one through `upload` (which answers the stored URL);
 * a rejected file is reported through onError and nothing already chosen is lost.
 */
export function ImageUploader({
  urls,
  onChange,
  upload,
  onError,
  max = 6,
  maxMb = 5,
  testId = 'image-uploader',
}: {
  urls: string[];
  onChange: (urls: string[]) => void;
  upload: (file: File) => Promise<string>;
  onError: (message: string) => void;
  max?: number;
  maxMb?: number;
  testId?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const texts = useUiTexts().uploader;

  const pick = async (files: FileList | null) => {
    if (!files?.length) return;
    const room = max - urls.length;
    const chosen = Array.from(files);
    if (chosen.length > room) onError(fill(texts.tooMany, { max }));
    let next = urls;
    setBusy(true);
    try {
      for (const file of chosen.slice(0, Math.max(0, room))) {
        const problem = checkImageFile(file, maxMb, texts);
        if (problem) {
          onError(problem);
          continue;
        }
        try {
          next = [...next, await upload(file)];
          onChange(next);
        } catch (err) {
          onError((err as Error).message || texts.failed);
        }
      }
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div css={gridCss} data-testid={testId}>
      {urls.map((url, i) => (
        <div className="pic" key={url} data-testid="uploaded-image">
          <img src={url} alt={fill(texts.picture, { n: i + 1 })} />
          <button type="button" aria-label={texts.remove} onClick={() => onChange(urls.filter((u) => u !== url))}>
            ×
          </button>
        </div>
      ))}
      {urls.length < max && (
        <label className="add" aria-busy={busy}>
          <b>+</b>
          {busy ? texts.uploading : texts.add}
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png"
            multiple
            disabled={busy}
            onChange={(e) => void pick(e.target.files)}
          />
        </label>
      )}
      <div className="hint">{fill(texts.hint, { max, mb: maxMb, count: urls.length })}</div>
    </div>
  );
}
