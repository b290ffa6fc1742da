import type { ReactNode } from 'react';
import { Link } from '@mall/app-kit';

export interface ActivityTab {
  to: string;
  current: boolean;
  label: ReactNode;
  /** the activity state the tab stands for, as data-state */
  state?: number;
}

/** The tabs of an activity's list page; each is a link that replaces the URL. Their look is the page's (through the `css` prop). */
export function ActivityTabs({ testId, tabs, className }: { testId: string; tabs: ActivityTab[]; className?: string }) {
  return (
    <ul className={className} role="tablist" data-testid={testId}>
      {tabs.map((t) => (
        <li key={t.to}>
          <Link to={t.to} aria-current={t.current ? 'page' : undefined} data-state={t.state} replace>
            {t.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
