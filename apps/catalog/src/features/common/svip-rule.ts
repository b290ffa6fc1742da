import { createContext } from 'react';
import { memberApi, type SvipPlans } from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';

/** What the SVIP price tags need of the SVIP rule (public: the same for every shopper). */
export type SvipRule = Pick<SvipPlans, 'svip_switch_status' | 'svip_discount'>;

// in the browser, one request per page load (the rule is public); the server asks for each page
let browserRule: Promise<SvipRule | null> | null = null;

const fetchRule = (api: MallApi): Promise<SvipRule | null> =>
  memberApi(api)
    .svipPlans()
    .then(({ svip_switch_status, svip_discount }) => ({ svip_switch_status, svip_discount }))
    .catch(() => null);

/** The SVIP rule, or null when it failed to load (the tags are left out). */
export const loadSvipRule = (api: MallApi): Promise<SvipRule | null> =>
  typeof document === 'undefined' ? fetchRule(api) : (browserRule ??= fetchRule(api));

/** The member price percentage while SVIP is switched on, else null. */
export const svipDiscountOf = (r: SvipRule | null): number | null =>
  r?.svip_switch_status === 1 && r.svip_discount < 100 ? r.svip_discount : null;

/**
 * The rule a page loaded with its data (on the server for the first page): its SVIP tags show in
 * its HTML. Undefined outside such a page: the tags then read the rule after mounting.
 */
export const SvipRuleContext = createContext<SvipRule | null | undefined>(undefined);
