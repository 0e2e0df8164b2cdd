/** GET /api/backoffice/mail: the Mailer outbox, newest first, one page. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { mailListSchema } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { toQueryString, type PageParams } from './query-string';

export function getMail(params: PageParams) {
  return api(`/backoffice/mail?${toQueryString(params)}`, { schema: mailListSchema });
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
