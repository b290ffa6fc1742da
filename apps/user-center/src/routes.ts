import type { RouteDecl } from '@mall/shared-state';

/** The routes this remote owns; its build records them with its release (README "Who owns which route"). */
export const routes: RouteDecl[] = [{ prefixes: ['/user', '/service'], protected: true, ssr: false }];
