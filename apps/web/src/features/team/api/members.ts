/** «Сотрудники»'s calls (issue 32): the people and open invitations, and what an administrator does with them. */
import { queryOptions } from '@tanstack/react-query';
import type { InvitationRequest, MemberList, MemberRole } from '@portal/domain';
import { api } from '../../../lib/api-client';

export const MEMBERS_KEY = ['members'];

export const membersQuery = queryOptions({
  queryKey: MEMBERS_KEY,
  queryFn: () => api<MemberList>('/members'),
});

const member = (id: string) => `/members/${encodeURIComponent(id)}`;
const invitation = (id: string) => `/members/invitations/${encodeURIComponent(id)}`;

export const inviteMember = (body: InvitationRequest) => api('/members/invitations', { method: 'POST', body });
export const resendInvitation = (id: string) => api(`${invitation(id)}/resend`, { method: 'POST' });
export const withdrawInvitation = (id: string) => api(invitation(id), { method: 'DELETE' });
export const changeMemberRole = (id: string, role: MemberRole) => api(member(id), { method: 'PATCH', body: { role } });
export const suspendMember = (id: string) => api(`${member(id)}/suspend`, { method: 'POST' });
export const restoreMember = (id: string) => api(`${member(id)}/restore`, { method: 'POST' });
export const removeMember = (id: string) => api(member(id), { method: 'DELETE' });
