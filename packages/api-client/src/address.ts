import type { Address, AddressInput, AddressList, AddressSaved, Region } from '@mall/contracts';
import type { ApiCaller } from './client';

/** Address book calls; the shapes are @mall/contracts'. */
export type { Address, AddressInput, AddressSaved, Region } from '@mall/contracts';

export const addressApi = (c: ApiCaller) => ({
  /** children of a region; 0 → the provinces */
  regions: (pid: number) => c.get<Region[]>(`/api/v2/system/city/lst/${pid}`),
  /** the default address first, then the newest; at most `max` (50) addresses */
  list: () => c.get<AddressList>('/api/user/address/lst'),
  detail: (id: number) => c.get<Address>(`/api/user/address/detail/${id}`),
  /** creates (address_id 0) or edits; the first address becomes the default */
  save: (body: AddressInput) => c.post<AddressSaved>('/api/user/address/create', { address_id: 0, ...body }),
  setDefault: (id: number) => c.post<null>(`/api/user/address/update/${id}`),
  /** deleting the default makes the newest remaining address the default */
  remove: (id: number) => c.post<null>(`/api/user/address/delete/${id}`),
});
