import { useMemo, useState } from 'react';
import { css } from '@emotion/react';
import { liveApi, type FollowedAnchor } from '@mall/api-client';
import { useApi } from '@mall/app-kit';
import { Avatar, ConfirmDialog, ErrorBox, Pager, theme } from '@mall/ui';
import { Empty } from '../../shared/empty';
import { panelCss } from '../../shared/page-styles';
import { usePagedList } from '../../shared/use-paged';
import { useUcApi } from '../../shared/use-uc-api';
import { gridCss } from '../../shared/card-grid-styles';
import { Trans, useTranslation } from 'react-i18next';

const PAGE_SIZE = 15;

const liveCss = css`
  display: inline-block;
  margin-top: 6px;
  padding: 0 12px;
  line-height: 24px;
  border-radius: 12px;
  font-size: 12px;
  color: #fff !important;
  background: ${theme.priceText};
`;

/** /user/followAnchors (关注主播): anchors the shopper follows, live ones with a link to their room; unfollow. */
export function AnchorsPage() {
  const uc = useUcApi();
  const { t } = useTranslation();
  const live = liveApi(useApi());
  const { data, error, page, goTo, reload } = usePagedList<FollowedAnchor>((p) => uc.anchors(p, PAGE_SIZE), [uc]);
  const [asking, setAsking] = useState<FollowedAnchor | null>(null);
  const anchors = useMemo(() => data?.list ?? [], [data]);

  const unfollow = async () => {
    const a = asking;
    setAsking(null);
    if (!a) return;
    try {
      await live.unfollow(a.anchor_id);
    } finally {
      if (page > 1 && anchors.length === 1) goTo(page - 1);
      else await reload();
    }
  };

  return (
    <section css={panelCss} data-testid="uc-anchors-page">
      <h1>{t('anchors.title')}</h1>
      {error && <ErrorBox message={error} onRetry={() => void reload()} />}
      {data && anchors.length === 0 && <Empty text={t('anchors.empty')} />}
      {anchors.length > 0 && (
        <div css={gridCss}>
          {anchors.map((a) => (
            <div key={a.anchor_id} className="item shop" data-testid="uc-anchor">
              <a href={`/anchorHome?id=${a.anchor_id}`}>
                <Avatar src={a.avatar} size={72} alt={a.nickname} />
                <p>
                  {a.is_live && <span className="self">{t('anchors.live')}</span>}
                  <span data-authored>{a.nickname}</span>
                </p>
              </a>
              <span className="muted">
                <span data-authored>{a.mer_name ?? ''}</span> · {t('anchors.fans', { count: a.fans })}
              </span>
              <div>
                {a.live_room_id !== null ? (
                  <a css={liveCss} href={`/livePlayer?id=${a.live_room_id}`}>
                    {t('anchors.watch')}
                  </a>
                ) : (
                  <span className="muted">{t('anchors.offline')}</span>
                )}
              </div>
              <button type="button" className="cancel" onClick={() => setAsking(a)}>
                {t('anchors.unfollow')}
              </button>
            </div>
          ))}
        </div>
      )}
      {data && <Pager page={page} total={data.count} size={PAGE_SIZE} onPage={goTo} />}
      {asking && (
        <ConfirmDialog
          title={t('anchors.unfollow')}
          message={<Trans i18nKey="anchors.ask" values={{ name: asking.nickname }} components={[<span key="name" data-authored />]} />}
          confirmText={t('anchors.unfollow')}
          onCancel={() => setAsking(null)}
          onConfirm={() => void unfollow()}
        />
      )}
    </section>
  );
}
