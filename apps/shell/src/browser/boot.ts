import type { MallState, ReleaseDoc } from '@mall/shared-state';
import type { ChromeData } from '../chrome/chrome-data';

export interface BootData {
  state: MallState;
  releases: ReleaseDoc;
  chrome: ChromeData;
  data: Record<string, unknown>;
  errorPage?: { kind: number | string; message?: string };
  /** a developer's own build of one app, in place of its release (`pnpm dev <app>`) */
  devOverride?: { app: string; url: string };
}

declare global {
  interface Window {
    __MALL__: BootData;
    __MALL_DATA__?: Record<string, unknown>;
  }
}
