import { useCallback, useEffect, useState } from 'react';
import { css } from '@emotion/react';
import type { SignInfo } from '@mall/api-client';
import { ErrorBox, theme, useToast } from '@mall/ui';
import { panelCss } from '../../shared/page-styles';
import { useMemberApi, useRefreshUser } from './use-member-api';
import { Trans, useTranslation } from 'react-i18next';

const WEEK = ['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6'] as const;

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
  const { t } = useTranslation();
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
      toast.success(t('signIn.done', { points: a.reward }));
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
      <h1>{t('signIn.title')}</h1>
      <div css={topCss}>
        <div className="streak">
          <Trans i18nKey="signIn.streak" values={{ days: info?.streak ?? '-' }} components={[<b key="days" data-testid="sign-streak" />]} />
        </div>
        <div className="next">
          <Trans
            i18nKey={info?.today_signed ? 'signIn.nextTomorrow' : 'signIn.nextToday'}
            values={{ points: info?.next_reward ?? '-' }}
            components={[<b key="points" />]}
          />
        </div>
        <button type="button" data-testid="sign-button" disabled={!info || info.today_signed || busy} onClick={() => void signIn()}>
          {t(info?.today_signed ? 'signIn.signed' : 'signIn.signNow')}
        </button>
      </div>
      {month && (
        <div css={calendarCss}>
          <div className="head">
            <button type="button" aria-label={t('signIn.prevMonth')} onClick={() => setMonth(shiftMonth(month, -1))}>
              ‹
            </button>
            <span data-testid="sign-month">
              {t('signIn.month', { year: month.slice(0, 4), month: Number(month.slice(5)) })}
            </span>
            <button type="button" aria-label={t('signIn.nextMonth')} onClick={() => setMonth(shiftMonth(month, 1))}>
              ›
            </button>
          </div>
          <ol data-testid="sign-calendar">
            {WEEK.map((w) => (
              <li key={w} className="week">
                {t(`signIn.week.${w}`)}
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
                  <small>{signed.has(day) ? `✓ +${signed.get(day)}` : day === info?.today ? t('signIn.today') : ''}</small>
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
          <h2>{t('signIn.rewards')}</h2>
          <ul data-testid="sign-rewards">
            {info.rewards.map((r) => (
              <li key={r.day} className={r.day <= streakDay ? 'reached' : ''}>
                {t(r.day === info.rewards.length ? 'signIn.dayFrom' : 'signIn.day', { day: r.day })}
                <b>+{r.points}</b>
              </li>
            ))}
          </ul>
          <p>{t('signIn.rules', { total: info.sign_total })}</p>
        </div>
      )}
    </section>
  );
}
