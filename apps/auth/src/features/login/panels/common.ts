import type { AreaCode, LoggedIn, Panel } from '../types';

/** What every panel gets: navigation between panels, the phone typed so far, the login hook. */
export interface PanelProps {
  go: (panel: Panel) => void;
  onLoggedIn: LoggedIn;
  phone: string;
  setPhone: (v: string) => void;
  area: AreaCode;
  setArea: (a: AreaCode) => void;
}
