import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, buttonCss, useToast } from '@mall/ui';

/** Something done to a record only once the shopper confirms it (删除订单, 确认收货, 取消申请, 取消订单…). */
export interface ConfirmAction {
  title: string;
  message: string;
  confirmText: string;
  run: () => Promise<unknown>;
  /** the toast once it is done */
  done: string;
  /** what follows success instead of reloading the record (leaving the page of a deleted one) */
  then?: () => void;
}

/**
 * The buttons of a record's page that ask first: `askButton(action)` is a button labelled with the
 * action's title (`primary`: in gold) that opens the confirm dialog; 取消 closes it; confirming
 * closes it, runs the action, toasts `done` and then calls `then` or `reload`. A failure is
 * toasted, and with `reloadOnError` the record is loaded again (its state may have moved on
 * meanwhile). `dialog` is to be rendered where the dialog belongs in the page.
 */
export function useConfirmAction(reload: () => Promise<unknown>, { reloadOnError = false } = {}) {
  const toast = useToast();
  const { t } = useTranslation();
  const [asking, setAsking] = useState<ConfirmAction | null>(null);

  const confirm = async (action: ConfirmAction) => {
    setAsking(null);
    try {
      await action.run();
      toast.success(action.done);
      if (action.then) action.then();
      else await reload();
    } catch (err) {
      toast.error((err as Error).message);
      if (reloadOnError) await reload();
    }
  };

  const dialog: ReactNode = asking && (
    <ConfirmDialog
      title={asking.title}
      message={asking.message}
      confirmText={asking.confirmText}
      cancelText={t('common.cancel')}
      onCancel={() => setAsking(null)}
      onConfirm={() => void confirm(asking)}
    />
  );
  const askButton = (action: ConfirmAction, { primary = false } = {}) => (
    <button type="button" css={buttonCss} data-primary={primary || undefined} onClick={() => setAsking(action)}>
      {action.title}
    </button>
  );
  return { askButton, dialog };
}
