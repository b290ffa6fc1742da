import type { Catalogues } from '@mall/app-kit/i18n';
import { en } from './en';
import { zhCN, type CheckoutCatalogue } from './zh-CN';

export const CHECKOUT_CATALOGUES: Catalogues<CheckoutCatalogue> = { 'zh-CN': zhCN, en };
