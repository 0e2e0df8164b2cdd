/** The partner's numbers the navbar shows (and the home page repeats): the month's bill and four counters, each with its list. */
import { monthOf } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { holdsRight } from '../../../lib/route-access';
import { meQuery } from '../../../lib/session';
import { customerCountsQuery } from '../../../lib/shared-queries';
import { billingSumQuery, leadCountsQuery } from '../api/navbar-counters';

export type OfficeCounterKind = 'paying' | 'demo' | 'myLeads' | 'commonLeads';
export type OfficeCounter = { kind: OfficeCounterKind; label: string; short: string; value: number | undefined; href: string };

/** The billing details of the current (Moscow) month, by its address: the month the navbar's sum is of. */
export function currentBillingHref(now: Date = new Date()): string {
  const { year, month } = monthOf(now);
  return paths.details.href({}, { m: month, y: year });
}

/**
 * `enabled: false` holds the requests back (the navbar asks once the page has painted). The month's bill is asked for
 * only by a person whose role reads money (issue 32): `billing` is then undefined and `showsBilling` false.
 */
export function useOfficeCounters({ enabled = true }: { enabled?: boolean } = {}) {
  const me = useQuery(meQuery).data;
  const showsBilling = me ? holdsRight(me, 'billing') : false;
  const billing = useQuery({ ...billingSumQuery, enabled: enabled && showsBilling });
  const customers = useQuery({ ...customerCountsQuery, enabled });
  const leads = useQuery({ ...leadCountsQuery, enabled });
  const counters: OfficeCounter[] = [
    {
      kind: 'paying',
      label: 'Платящие клиенты',
      short: 'Платящие',
      value: customers.data?.paycustomers,
      href: paths['client.subscriptions.payed'].href(),
    },
    {
      kind: 'demo',
      label: 'Демо-клиенты',
      short: 'Демо',
      value: customers.data?.trialcustomers,
      href: paths['client.subscriptions.trial'].href(),
    },
    { kind: 'myLeads', label: 'Мои лиды', short: 'Мои лиды', value: leads.data?.dispatchedLength, href: paths['lead.tabs.my'].href() },
    {
      kind: 'commonLeads',
      label: 'Общие лиды',
      short: 'Общие лиды',
      value: leads.data?.nonDispatchedLength,
      href: paths['lead.tabs.new'].href(),
    },
  ];
  return { billing: billing.data, billingHref: currentBillingHref(), showsBilling, counters };
}
