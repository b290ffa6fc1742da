import type { Catalogues } from '@mall/app-kit/i18n';
import { en } from './en';
import { zhCN, type UserCenterCatalogue } from './zh-CN';

export const USER_CENTER_CATALOGUES: Catalogues<UserCenterCatalogue> = { 'zh-CN': zhCN, en };
