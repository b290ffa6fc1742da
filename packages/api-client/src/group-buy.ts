import type {
  GroupBuyCard,
  GroupBuyDetail,
  GroupBuyGroup,
  GroupBuyList,
  GroupMember,
  GroupStatus,
  OpenGroup,
} from '@mall/contracts';
import type { ApiCaller } from './client';

/** Group-buy calls; the shapes are @mall/contracts' (group-buy). Times in epoch seconds, money in fen. */
export type { GroupBuyCard, GroupBuyDetail, GroupBuyGroup, GroupBuyList, GroupMember, GroupStatus, OpenGroup };

export const groupBuyApi = (c: ApiCaller) => ({
  list: (page = 1, limit = 20) => c.get<GroupBuyList>('/api/store/product/group/lst', { page, limit }),
  detail: (id: number) => c.get<GroupBuyDetail>(`/api/store/product/group/detail/${id}`),
  group: (id: number) => c.get<GroupBuyGroup>(`/api/store/product/group/get/${id}`),
});
