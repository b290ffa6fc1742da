import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Countdown } from './countdown';

/** The data's server_time: when a cache rendered the page. */
const RENDERED = 1_800_000_000;

/** The server answers `GET /api/time` with its clock `secondsLater` after RENDERED. */
function serverClockAt(secondsLater: number) {
  const fetchTime = vi.fn(async (url: string) => {
    expect(url).toBe('/api/time');
    return new Response(JSON.stringify({ status: 200, message: 'success', data: { now: (RENDERED + secondsLater) * 1000 } }));
  });
  vi.stubGlobal('fetch', fetchTime);
  return fetchTime;
}

const seconds = () => Number(screen.getByTestId('countdown').getAttribute('data-seconds'));

describe('countdown', () => {
  it('counts from the data while the server clock is unknown', async () => {
    render(<Countdown until={RENDERED + 600} serverTime={RENDERED} label="距结束" />);
    expect(screen.getByTestId('countdown').textContent).toBe('距结束00:10:00');
    await new Promise((r) => setTimeout(r, 300));
    expect(seconds()).toBeGreaterThanOrEqual(599);
  });

  it('a page shown 2 minutes after it was rendered counts by the server clock, asked once', async () => {
    const fetchTime = serverClockAt(120);
    render(
      <>
        <Countdown until={RENDERED + 600} serverTime={RENDERED} label="距结束" />
        <Countdown until={RENDERED + 900} serverTime={RENDERED} label="距开始" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByTestId('countdown')[0].textContent).toMatch(/^距结束00:0[78]:/));
    const [end, start] = screen.getAllByTestId('countdown').map((c) => Number(c.getAttribute('data-seconds')));
    expect(end).toBeGreaterThan(470);
    expect(end).toBeLessThanOrEqual(480);
    expect(start - end).toBe(300);
    expect(fetchTime).toHaveBeenCalledTimes(1);
  });

  it('ends at once when the server clock is past its end (the sale started while the page sat in a cache)', async () => {
    serverClockAt(700);
    const onEnd = vi.fn();
    render(<Countdown until={RENDERED + 600} serverTime={RENDERED} label="距开始" onEnd={onEnd} />);
    await waitFor(() => expect(onEnd).toHaveBeenCalledTimes(1));
    expect(seconds()).toBe(0);
  });
});
