// @vitest-environment happy-dom
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@mall/app-kit/i18n';
import { ToastProvider } from '@mall/ui';
import { CHECKOUT_CATALOGUES } from '../i18n/catalogues';
import { useConfirmAction, type ConfirmAction } from './confirm-action';

// vitest runs without globals, so Testing Library cannot register its own cleanup
afterEach(cleanup);

/** Emotion's rules go to a detached element: nothing is laid out here, and role queries stay fast. */
const unstyled = () => createCache({ key: 'co', container: document.createElement('div') });

const CANCEL_ORDER = {
  title: '取消订单',
  message: '确定要取消该订单吗？取消后优惠券和积分将退回。',
  confirmText: '取消订单',
  done: '取消成功',
};

/** A record page's button that asks first, as the order and refund pages use the hook. */
function Page({
  action,
  reload,
  reloadOnError,
}: {
  action: ConfirmAction;
  reload: () => Promise<void>;
  reloadOnError?: boolean;
}) {
  const { askButton, dialog } = useConfirmAction(reload, { reloadOnError });
  return (
    <div>
      {askButton(action)}
      {askButton({ ...action, title: '确认收货' }, { primary: true })}
      {dialog}
    </div>
  );
}

function renderPage(action: Partial<ConfirmAction>, options: { reloadOnError?: boolean } = {}) {
  const run = vi.fn(() => Promise.resolve());
  const reload = vi.fn(() => Promise.resolve());
  render(
    <CacheProvider value={unstyled()}>
      <I18nextProvider i18n={createI18n(CHECKOUT_CATALOGUES, 'zh-CN')}>
        <ToastProvider>
          <Page action={{ ...CANCEL_ORDER, run, ...action }} reload={reload} reloadOnError={options.reloadOnError} />
        </ToastProvider>
      </I18nextProvider>
    </CacheProvider>,
  );
  return { run, reload, user: userEvent.setup() };
}

const dialog = () => screen.getByTestId('confirm-dialog');
const toasts = () => screen.queryAllByTestId('toast').map((t) => t.textContent);

describe('useConfirmAction', () => {
  it('opens the confirm dialog with the title, message and confirm text', async () => {
    const { user, run } = renderPage({});
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: '取消订单' }));
    expect(screen.getByRole('dialog', { name: '取消订单' })).toBe(dialog());
    expect(dialog().textContent).toContain('确定要取消该订单吗？取消后优惠券和积分将退回。');
    expect(
      within(dialog())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['×', '取消', '取消订单']);
    expect(run).not.toHaveBeenCalled();
  });

  it('labels each button with the title of its action, the primary one in gold', () => {
    renderPage({});
    const [cancel, take] = screen.getAllByRole('button');
    expect([cancel.textContent, take.textContent]).toEqual(['取消订单', '确认收货']);
    expect(cancel.getAttribute('type')).toBe('button');
    expect(cancel.hasAttribute('data-primary')).toBe(false);
    expect(take.getAttribute('data-primary')).toBe('true');
  });

  it('confirming closes the dialog, runs the action, toasts and reloads', async () => {
    const { user, run, reload } = renderPage({});
    await user.click(screen.getByRole('button', { name: '取消订单' }));
    await user.click(within(dialog()).getByRole('button', { name: '取消订单' }));
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(run).toHaveBeenCalledTimes(1);
    expect(toasts()).toEqual(['取消成功']);
  });

  it('calls `then` instead of reloading when the action has one', async () => {
    const then = vi.fn();
    const { user, reload } = renderPage({ title: '删除订单', confirmText: '删除', done: '删除成功', then });
    await user.click(screen.getByRole('button', { name: '删除订单' }));
    await user.click(within(dialog()).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(then).toHaveBeenCalledTimes(1));
    expect(reload).not.toHaveBeenCalled();
    expect(toasts()).toEqual(['删除成功']);
  });

  it('取消, × and Escape close the dialog without running the action', async () => {
    const { user, run, reload } = renderPage({});
    for (const close of [
      () => user.click(within(dialog()).getByRole('button', { name: '取消' })),
      () => user.click(within(dialog()).getByRole('button', { name: '关闭' })),
      () => user.keyboard('{Escape}'),
    ]) {
      await user.click(screen.getByRole('button', { name: '取消订单' }));
      await close();
      expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    }
    expect(run).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a failure is toasted; the record is reloaded only with reloadOnError', async () => {
    for (const reloadOnError of [false, true]) {
      const { user, reload } = renderPage(
        { run: () => Promise.reject(new Error('订单状态已变更')) },
        { reloadOnError },
      );
      await user.click(screen.getByRole('button', { name: '取消订单' }));
      await user.click(within(dialog()).getByRole('button', { name: '取消订单' }));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('订单状态已变更'));
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(reloadOnError ? 1 : 0));
      expect(screen.queryByTestId('confirm-dialog')).toBeNull();
      cleanup();
    }
  });
});
