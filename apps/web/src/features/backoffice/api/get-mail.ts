/** GET /api/backoffice/mail: the Mailer outbox, newest first, one page. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { mailListSchema } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { toQueryString, type PageParams } from './query-string';

export function getMail(params: PageParams) {
  return api<z.infer<typeof mailListSchema>>(`/backoffice/mail?${toQueryString(params)}`);
}

export const mailQuery = (params: PageParams) =>
  queryOptions({
    queryKey: ['backoffice', 'mail', params],
    queryFn: () => getMail(params),
    placeholderData: keepPreviousData,
  });

export function useMail(params: PageParams) {
  return useQuery(mailQuery(params));
}
