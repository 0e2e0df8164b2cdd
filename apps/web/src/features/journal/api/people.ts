/** GET /api/members: the organisation's people, for the journal's «Сотрудник» filter. */
import { queryOptions } from '@tanstack/react-query';
import type { MemberList } from '@portal/domain';
import { api } from '../../../lib/api-client';

export const journalPeopleQuery = queryOptions({
  queryKey: ['journal', 'people'],
  queryFn: () => api<MemberList>('/members'),
  select: (list) => list.members,
  staleTime: 60_000,
});
