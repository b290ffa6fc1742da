import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountLoginPanel } from './panels/account-login';
import type { PanelProps } from './panels/common';
import { ForgotPasswordPanel } from './panels/forgot-password';
import { QrLoginPanel } from './panels/qr-login';
import { QuickLoginPanel } from './panels/quick-login';
import { RegisterPanel } from './panels/register';
import { cardCss } from './styles';
import { DEFAULT_AREA, type AreaCode, type LoggedIn, type Panel } from './types';

/**
 * The six panels of the login dialog (spec §2, §4), shared by the dialog and the /login page.
 * The phone number and area typed in one panel carry over to the next.
 */
export function LoginPanels({
  onLoggedIn,
  initialPanel = 'quick',
  closeButton,
}: {
  onLoggedIn: LoggedIn;
  initialPanel?: Panel;
  closeButton?: ReactNode;
}) {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<Panel>(initialPanel);
  const [phone, setPhone] = useState('');
  const [area, setArea] = useState<AreaCode>(DEFAULT_AREA);
  const props: PanelProps = { go: setPanel, onLoggedIn, phone, setPhone, area, setArea };
  return (
    <div css={cardCss} data-testid="login-panels" data-current-panel={panel}>
      {closeButton}
      <h2 data-testid="panel-title">{t(`panels.${panel}`)}</h2>
      {panel === 'quick' && <QuickLoginPanel {...props} />}
      {panel === 'account' && <AccountLoginPanel {...props} />}
      {panel === 'wechat' && <QrLoginPanel kind="wechat" {...props} />}
      {panel === 'forgot' && <ForgotPasswordPanel {...props} />}
      {panel === 'register' && <RegisterPanel {...props} />}
      {panel === 'app' && <QrLoginPanel kind="app" {...props} />}
    </div>
  );
}
