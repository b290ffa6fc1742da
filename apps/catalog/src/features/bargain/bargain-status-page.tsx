import { css } from '@emotion/react';
import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { bargainApi, type BargainStatus } from '@mall/api-client';
import { Link, useApi } from '@mall/app-kit';
import { Avatar, formatYuan, Price, theme } from '@mall/ui';
import { ActivityStatusFrame } from '../common/activity-status-frame';
import { useBuy } from '../common/goods-page/use-buy';
import { useRequireLogin } from '../common/use-require-login';
import { Countdown } from '../common/countdown';
import { BargainProgress } from './bargain-progress';
import { HelperList } from './helper-list';
import { ShareLink } from '../common/share-link';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { NODE, withNode } from '../../i18n/with-node';
import { goods } from '../../i18n/zh-CN/goods';
import { bargain } from '../../i18n/zh-CN/bargain';

// this module's texts come with its chunk
catalogTexts.add({ goods, bargain });

const pageCss = css`
  .goods .sku {
    font-size: 12px;
    color: ${theme.muted};
  }
  .owner {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 10px;
    font-size: 15px;
    color: ${theme.text};
  }
  .state {
    margin: 18px 0 4px;
    font-size: 14px;
    color: ${theme.muted};
  }
  .state[data-status='10'] {
    color: #20a162;
  }
  .now {
    display: flex;
    align-items: baseline;
    justify-content: center;
    gap: 8px;
    margin-bottom: 6px;
    font-size: 14px;
    color: ${theme.muted};
  }
  .cut {
    font-size: 14px;
    color: ${theme.text};
    margin-bottom: 16px;
  }
  .cut b {
    color: ${theme.priceText};
    margin: 0 2px;
  }
  .clock {
    margin: 18px 0 22px;
  }
  .act {
    max-width: 520px;
    margin: 0 auto;
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  .act > button,
  .act > a,
  .act > .done {
    display: block;
    width: 100%;
    line-height: 46px;
    font-size: 17px;
    color: #fff;
    border: 0;
    border-radius: 23px;
    cursor: pointer;
    background: linear-gradient(90deg, #ff7a45, ${theme.priceRed});
  }
  .act > button:disabled {
    opacity: 0.6;
    cursor: default;
  }
  .act > .done {
    background: #ccc;
    cursor: default;
  }
  .message {
    font-size: 14px;
  }
  .message.ok {
    color: #20a162;
  }
  .message.fail {
    color: ${theme.priceText};
  }
  .helpers {
    margin-top: 28px;
    padding-top: 16px;
    border-top: 1px dashed ${theme.border};
  }
  .helpers h2 {
    font-size: 16px;
    margin: 0 0 8px;
    text-align: left;
  }
  .rules {
    margin-top: 20px;
    color: ${theme.muted};
    font-size: 12px;
  }
`;

/** The state's catalogue key: 1 砍价中, -1 已结束, 10 砍价成功 or, once bought, 已购买 (the API's words). */
const statusKey = (b: BargainStatus) =>
  b.status === 1 ? 'running' : b.status === -1 ? 'ended' : b.status_text === '已购买' ? 'bought' : 'success';

/** 帮TA砍一刀 for a logged-in friend (a guest is asked to log in first), with the answer shown under it. */
function useHelp(id: number) {
  const api = bargainApi(useApi());
  const requireLogin = useRequireLogin();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const { t } = useCatalogTexts();
  async function help() {
    if (!requireLogin() || busy) return;
    setBusy(true);
    try {
      const h = await api.help(id);
      setMessage({ ok: true, text: t('bargain.helpedNow', { amount: formatYuan(h.amount) }) });
      await revalidator.revalidate();
    } catch (err) {
      setMessage({ ok: false, text: err instanceof Error ? err.message : t('goods.failed') });
    } finally {
      setBusy(false);
    }
  }
  return { help, busy, message };
}

/**
 * /bargain_status/:id — one bargain: the price from the original towards the floor, time left,
 * the helpers; 帮TA砍一刀 for friends, 立即购买 at the current price and the share link for the owner.
 */
export function BargainStatusPage() {
  const b = useLoaderData() as BargainStatus;
  const revalidator = useRevalidator();
  const { help, busy: helping, message } = useHelp(b.id);
  const { buy, busy: buying, message: buyMessage } = useBuy(b.goods.product_id, 3);
  const detail = `/goods_bargain_detail/${b.goods.id}`;
  const running = b.status === 1;
  const left = b.price - b.min_price;
  const { t } = useCatalogTexts();
  const status = t(`bargain.status.${statusKey(b)}`);
  const owner = <span data-authored>{b.owner.nickname}</span>;
  return (
    <ActivityStatusFrame
      css={pageCss}
      page="bargain-status"
      href={detail}
      goods={b.goods}
      summary={
        b.goods.sku && (
          <div className="sku">
            {withNode(t('bargain.sku', { sku: NODE }), <span data-authored>{b.goods.sku}</span>)}
          </div>
        )
      }
      testId="bargain-status"
      status={b.status}
    >
      <div className="owner">
        <Avatar src={b.owner.avatar} size={44} alt={b.owner.nickname} />
        <span>
          {!running
            ? b.viewer.is_owner
              ? t('bargain.myBargain', { status })
              : withNode(t('bargain.theirBargain', { name: NODE, status }), owner)
            : b.viewer.is_owner
              ? t('bargain.inviteFriends')
              : withNode(t('bargain.helpThem', { name: NODE }), owner)}
        </span>
      </div>
      <div className="state" data-status={b.status} data-testid="status-text">
        {status}
      </div>
      <div className="now">
        <span>{t('bargain.now')}</span>
        <span data-testid="current-price">
          <Price fen={b.price} size={32} />
        </span>
      </div>
      <div className="cut" data-testid="cut-text">
        {withNode(t('bargain.cut', { amount: NODE }), <b>¥{formatYuan(b.ot_price - b.price)}</b>)}
        {left > 0
          ? withNode(
              t('bargain.left', { amount: NODE, helped: b.help_count, helps: b.help_num }),
              <b>¥{formatYuan(left)}</b>,
            )
          : t('bargain.atFloor')}
      </div>
      <BargainProgress ot_price={b.ot_price} min_price={b.min_price} price={b.price} percent={b.percent} />
      <div className="clock">
        {running && (
          <Countdown
            until={b.ends_at}
            serverTime={b.server_time}
            label={t('bargain.timeLeft')}
            onEnd={() => void revalidator.revalidate()}
          />
        )}
      </div>
      <div className="act">
        {b.viewer.can_buy && b.viewer.unique && (
          <button
            type="button"
            data-testid="bargain-buy"
            disabled={buying}
            onClick={() => void buy(b.viewer.unique!, 1, true, b.id)}
          >
            {t('bargain.buyAt', { amount: formatYuan(b.price) })}
          </button>
        )}
        {b.viewer.is_owner && running && (
          <ShareLink
            path={`/bargain_status/${b.id}`}
            label={t('bargain.link')}
            invite={t('bargain.invite')}
            accent={theme.gold}
          />
        )}
        {b.viewer.is_owner && b.viewer.group_order_id !== null && b.status !== 10 && (
          <span className="done">{t('bargain.ordered')}</span>
        )}
        {!b.viewer.is_owner && b.viewer.helped_amount !== null && (
          <span className="done" data-testid="helped">
            {t('bargain.helped', { amount: formatYuan(b.viewer.helped_amount) })}
          </span>
        )}
        {!b.viewer.is_owner && b.viewer.helped_amount === null && running && (
          <button type="button" data-testid="bargain-help" disabled={helping} onClick={() => void help()}>
            {t('bargain.help')}
          </button>
        )}
        {!b.viewer.is_owner && <Link to={detail}>{t('bargain.meToo')}</Link>}
        {b.viewer.is_owner && !running && !b.viewer.can_buy && <Link to={detail}>{t('bargain.again')}</Link>}
        {[message, buyMessage].map(
          (m, i) =>
            m && (
              <div key={i} className={`message ${m.ok ? 'ok' : 'fail'}`} role="status">
                {m.text}
              </div>
            ),
        )}
      </div>
      <div className="helpers">
        <h2>{t('bargain.helpers', { count: b.helps.length })}</h2>
        <HelperList helps={b.helps} />
      </div>
      <div className="rules">{t('bargain.statusRules')}</div>
    </ActivityStatusFrame>
  );
}
