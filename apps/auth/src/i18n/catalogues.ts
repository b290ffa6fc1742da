import type { Catalogues } from '@mall/app-kit/i18n';
import { en } from './en';
import { zhCN, type AuthCatalogue } from './zh-CN';

export const AUTH_CATALOGUES: Catalogues<AuthCatalogue> = { 'zh-CN': zhCN, en };
