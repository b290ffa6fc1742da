import type { FollowedAnchor } from '@mall/api-client';
import { Avatar, ErrorBox, Pager } from '@mall/ui';
import { Empty } from '../../shared/empty';
import { panelCss } from '../../shared/page-styles';
import { usePagedList } from '../../shared/use-paged';
import { useUcApi } from '../../shared/use-uc-api';
import { gridCss } from '../../shared/card-grid-styles';

const PAGE_SIZE = 15;

/** /user/followAnchors (关注主播): anchors the shopper follows, filled by the live feature. */
export function AnchorsPage() {
  const uc = useUcApi();
  const { data, error, page, goTo, reload } = usePagedList<FollowedAnchor>((p) => uc.anchors(p, PAGE_SIZE), [uc]);
  return (
    <section css={panelCss} data-testid="uc-anchors-page">
      <h1>关注主播</h1>
      {error && <ErrorBox message={error} onRetry={() => void reload()} />}
      {data && data.list.length === 0 && <Empty text="暂无关注的主播" />}
      {data && data.list.length > 0 && (
        <div css={gridCss}>
          {data.list.map((a) => (
            <div key={a.anchor_id} className="item shop">
              <Avatar src={a.avatar} size={72} alt={a.nickname} />
              <p>
                {a.is_live && <span className="self">直播中</span>}
                {a.nickname}
              </p>
              <span className="muted">
                {a.mer_name ?? ''} · {a.fans}粉丝
              </span>
            </div>
          ))}
        </div>
      )}
      {data && <Pager page={page} total={data.count} size={PAGE_SIZE} onPage={goTo} />}
    </section>
  );
}
