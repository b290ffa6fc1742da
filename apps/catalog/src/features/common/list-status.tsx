import { css } from '@emotion/react';
import type { RefObject } from 'react';
import { theme } from '@mall/ui';
import { useCatalogTexts } from '../../i18n/catalog-texts';

const statusCss = css`
  text-align: center;
  color: ${theme.muted};
  font-size: 13px;
  padding: 20px 0;
  button {
    border: 1px solid ${theme.gold};
    color: ${theme.goldText};
    background: #fff;
    padding: 4px 14px;
    cursor: pointer;
  }
`;

/** The foot of an infinite list: its sentinel, 加载中…, 没有更多了, or a retry button. */
export function ListStatus(props: {
  sentinel: RefObject<HTMLDivElement | null>;
  loading: boolean;
  done: boolean;
  error: boolean;
  retry: () => void;
}) {
  const { t } = useCatalogTexts();
  return (
    <div css={statusCss} ref={props.sentinel} data-testid="list-status">
      {props.error ? (
        <button type="button" onClick={props.retry}>
          {t('common.loadFailed')}
        </button>
      ) : props.loading ? (
        t('common.loading')
      ) : props.done ? (
        t('common.noMore')
      ) : (
        ' '
      )}
    </div>
  );
}
