/** Groups the desks' services for the Market, in the spec's group order, filtered by the search text. */
import { SERVICE_GROUPS, type Service, type ServiceGroup } from '@portal/domain';

export type ServiceSection = { group: ServiceGroup; title: string; services: Service[] };

export function groupServices(services: Service[], search: string): ServiceSection[] {
  const needle = search.trim().toLowerCase();
  const matching = needle ? services.filter((s) => s.name.toLowerCase().includes(needle)) : services;
  return (Object.keys(SERVICE_GROUPS) as ServiceGroup[])
    .map((group) => ({ group, title: SERVICE_GROUPS[group], services: matching.filter((s) => s.group === group) }))
    .filter((section) => section.services.length > 0);
}
