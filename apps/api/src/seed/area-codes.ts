import countries from 'i18n-iso-countries';
import zh from 'i18n-iso-countries/langs/zh.json' with { type: 'json' };
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';

countries.registerLocale(zh);

/**
 * Ids are positions in a fixed order: the most used destinations first, then China (id 19,
 * the default of the login form) followed by Hong Kong, Macao and Taiwan, then every other
 * region by ISO code. Ids are written once by the seed; reordering this list would move them.
 */
const leading: CountryCode[] = [
  'US', 'GB', 'JP', 'KR', 'SG', 'MY', 'TH', 'VN', 'PH', 'ID', 'AU', 'NZ', 'CA', 'DE', 'FR', 'IT', 'RU', 'IN',
  'CN', 'HK', 'MO', 'TW',
];

const names: Partial<Record<CountryCode, string>> = {
  HK: '中国香港',
  MO: '中国澳门',
  TW: '中国台湾',
  AC: '阿森松岛',
  TA: '特里斯坦-达库尼亚',
};

export interface AreaCodeRow {
  id: number;
  iso: string;
  state: string;
  area_code: string;
}

export function buildAreaCodes(): AreaCodeRow[] {
  const rest = getCountries()
    .filter((c) => !leading.includes(c))
    .sort();
  return [...leading, ...rest]
    .map((iso) => ({ iso, state: names[iso] ?? countries.getName(iso, 'zh') }))
    .filter((c): c is { iso: CountryCode; state: string } => Boolean(c.state))
    .map((c, i) => ({ id: i + 1, iso: c.iso, state: c.state, area_code: getCountryCallingCode(c.iso) }));
}
