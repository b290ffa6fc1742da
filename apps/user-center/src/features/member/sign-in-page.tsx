import { useCallback, useEffect, useState } from 'react';
import { css } from '@emotion/react';
import type { SignInfo } from '@mall/api-client';
import { ErrorBox, theme, useToast } from '@mall/ui';
import { panelCss } from '../../shared/page-styles';
import { useMemberApi, useRefreshUser } from './use-member-api';

const WEEK = ['日', '一', '二', '三', '四', '五', '六'];

const topCss = css`
  display: flex;
  align-items: center;
  gap: 32px;
  padding: 24px 28px;
  background: linear-gradient(90deg, #fdf3d8, #fff);
  margin-bottom: 20px;
  .streak b {
    font-size: 34px;
    color: ${theme.priceText};
    margin: 0 4px;
  }
  .next {
    color: #666;
  }
  button {
    margin-left: auto;
    width: 140px;
    height: 44px;
    border: 0;
    border-radius: 22px;
    font-size: 16px;
    color: #fff;
    background: ${theme.priceText};
    cursor: pointer;
  }
  button:disabled {
    background: #ccc;
    cursor: default;
  }
`;

const calendarCss = css`
  .head {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 24px;
    margin-bottom: 12px;
    font-size: 16px;
  }
  .head button {
    border: 1px solid ${theme.border};
    background: #fff;
    width: 32px;
    height: 28px;
    cursor: pointer;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(7, 1fr);
    gap: 6px;
  }
  li {
    height: 56px;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    background: ${theme.background};
    color: #666;
  }
  li.week {
    height: 32px;
    background: none;
    color: ${theme.muted};
  }
  li.blank {
    background: none;
  }
  li.today {
    outline: 2px solid ${theme.gold};
  }
  li.signed {
    background: #fff1f0;
    color: ${theme.priceText};
  }
  li small {
    font-size: 12px;
  }
`;

const rewardsCss = css`
  margin-top: 24px;
  h2 {
    font-size: 15px;
    margin: 0 0 10px;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: flex;
    gap: 10px;
  }
  li {
    flex: 1;
    text-align: center;
    padding: 12px 0;
    border: 1px solid ${theme.border};
    color: #666;
  }
  li b {
    display: block;
    color: ${theme.priceText};
    font-size: 16px;
    margin-top: 4px;
  }
  li.reached {
    border-color: ${theme.priceRed};
    background: #fff1f0;
  }
  p {
    color: ${theme.muted};
    font-size: 13px;
  }
`;

const shiftMonth = (month: string, by: number) => {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
};

/** The cells of a month: blanks before the 1st (weeks start on Sunday), then the days. */
function monthCells(month: string): (string | null)[] {
  const [y, m] = month.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return [
    ...Array.from({ length: first }, () => null),
    ...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ];
}

/** /user/sign_in: today's sign-in, the streak, the month's calendar and the reward ladder. */
export function SignInPage() {
  const member = useMemberApi();
  const refreshUser = useRefreshUser();
  const toast = useToast();
  const [info, setInfo] = useState<SignInfo | null>(null);
  const [month, setMonth] = useState('');
  const [signed, setSigned] = useState<Map<string, number>>(new Map());
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const loadInfo = useCallback(
    () =>
      member.signInfo().then(
        (i) => {
          setInfo(i);
          setMonth((m) => m || i.today.slice(0, 7));
        },
        (e: Error) => setError(e.message),
      ),
    [member],
  );
  useEffect(() => void loadInfo(), [loadInfo]);

  useEffect(() => {
    if (!month) return;
    member.signMonth(month).then(
      (m) => setSigned(new Map(m.list.map((d) => [d.day, d.reward]))),
      (e: Error) => setError(e.message),
    );
  }, [member, month, info?.today_signed]);

  const signIn = async () => {
    setBusy(true);
    try {
      const a = await member.signIn();
      toast.success(`签到成功，获得${a.reward}积分`);
      await Promise.all([loadInfo(), refreshUser()]);
    } catch (e) {
      toast.error((e as Error).message);
      void loadInfo();
    } finally {
      setBusy(false);
    }
  };

  if (error) return <ErrorBox message={error} onRetry={() => window.location.reload()} />;
  const streakDay = info ? (info.today_signed ? info.streak : info.streak + 1) : 0;
  return (
    <section css={panelCss} data-testid="uc-sign-page">
      <h1>每日签到</h1>
      <div css={topCss}>
        <div className="streak">
          已连续签到<b data-testid="sign-streak">{info?.streak ?? '-'}</b>天
        </div>
        <div className="next">
          {info?.today_signed ? '明日签到可得' : '今日签到可得'} <b>{info?.next_reward ?? '-'}</b> 积分
        </div>
        <button type="button" data-testid="sign-button" disabled={!info || info.today_signed || busy} onClick={() => void signIn()}>
          {info?.today_signed ? '已签到' : '立即签到'}
        </button>
      </div>
      {month && (
        <div css={calendarCss}>
          <div className="head">
            <button type="button" aria-label="上个月" onClick={() => setMonth(shiftMonth(month, -1))}>
              ‹
            </button>
            <span data-testid="sign-month">
              {month.slice(0, 4)}年{Number(month.slice(5))}月
            </span>
            <button type="button" aria-label="下个月" onClick={() => setMonth(shiftMonth(month, 1))}>
              ›
            </button>
          </div>
          <ol data-testid="sign-calendar">
            {WEEK.map((w) => (
              <li key={w} className="week">
                {w}
              </li>
            ))}
            {monthCells(month).map((day, i) =>
              day ? (
                <li
                  key={day}
                  className={[signed.has(day) && 'signed', day === info?.today && 'today'].filter(Boolean).join(' ')}
                  data-signed={signed.has(day) ? 'true' : undefined}
                >
                  {Number(day.slice(8))}
                  <small>{signed.has(day) ? `✓ +${signed.get(day)}` : day === info?.today ? '今天' : ''}</small>
                </li>
              ) : (
                <li key={`blank${i}`} className="blank" />
              ),
            )}
          </ol>
        </div>
      )}
      {info && (
        <div css={rewardsCss}>
          <h2>签到奖励</h2>
          <ul data-testid="sign-rewards">
            {info.rewards.map((r) => (
              <li key={r.day} className={r.day <= streakDay ? 'reached' : ''}>
                {r.day === info.rewards.length ? `第${r.day}天起` : `第${r.day}天`}
                <b>+{r.points}</b>
              </li>
            ))}
          </ul>
          <p>每天可签到一次，连续签到奖励逐日递增；中断后从第1天重新计算。累计签到{info.sign_total}天。</p>
        </div>
      )}
    </section>
  );
}
