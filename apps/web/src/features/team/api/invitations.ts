/** The invitation page's calls (issue 32, public): what the letter's link offers, and its acceptance. */
import { queryOptions } from '@tanstack/react-query';
import type { InvitationPreview, InvitationSignUp, SessionResponse } from '@portal/domain';
import { api } from '../../../lib/api-client';

const base = (token: string) => `/invitations/${encodeURIComponent(token)}`;

export const invitationPreviewQuery = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: () => api<InvitationPreview>(base(token)),
    retry: false,
    staleTime: Infinity,
  });

/** A new person: its name and password; it is signed in with the answer (as after a login). */
export const acceptAsNewPerson = (token: string, body: InvitationSignUp) =>
  api<SessionResponse>(`${base(token)}/accept`, { method: 'POST', body });

/** The signed-in account with the invited address: its session says who it is. */
export const acceptSignedIn = (token: string) => api<unknown>(`${base(token)}/accept`, { method: 'POST', body: {} });
