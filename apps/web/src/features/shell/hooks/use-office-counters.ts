/** The partner's numbers the navbar shows (and the home page repeats): the month's bill and four counters, each with its list. */
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { customerCountsQuery } from '../../../lib/shared-queries';
import { billingSumQuery, leadCountsQuery } from '../api/navbar-counters';

export type OfficeCounter = { label: string; short: string; value: number | undefined; href: string };

/** `enabled: false` holds the requests back (the navbar asks once the page has painted). */
export function useOfficeCounters({ enabled = true }: { enabled?: boolean } = {}) {
  const billing = useQuery({ ...billingSumQuery, enabled });
  const customers = useQuery({ ...customerCountsQuery, enabled });
  const leads = useQuery({ ...leadCountsQuery, enabled });
  const counters: OfficeCounter[] = [
    { label: 'Платящие клиенты', short: 'Платящие', value: customers.data?.paycustomers, href: paths['client.subscriptions.payed'].href() },
    { label: 'Демо-клиенты', short: 'Демо', value: customers.data?.trialcustomers, href: paths['client.subscriptions.trial'].href() },
    { label: 'Мои лиды', short: 'Мои лиды', value: leads.data?.dispatchedLength, href: paths['lead.tabs.my'].href() },
    { label: 'Общие лиды', short: 'Общие лиды', value: leads.data?.nonDispatchedLength, href: paths['lead.tabs.new'].href() },
  ];
  return { billing: billing.data, counters };
}
