/**
 * The applications table (document 2 "Administration apps table"): every subscription of the partner, deleted ones
 * too, sorted by any column from an index on (partner_id, column, id) of migration 0040, paged in SQL; only the page's
 * rows are joined to their clients and services. The total is partner_stats' counter, or the window count of a search
 * (or of the one subscription asked for).
 */
import type { AdminApplication, AdminApplicationSort, AdminApplicationsQuery } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { containsPattern } from '../db/like.ts';

const SORT_COLUMNS = {
  customer: 's.customer_label',
  serviceName: 's.service_name',
  serviceKitName: 's.service_kit_name',
  deployStatus: 's.deploy_status',
  startDate: 's.created_at',
  endDate: 's.expiration_date',
} as const satisfies Record<AdminApplicationSort, string>;
/** The same order over the page's own columns, once it is joined. */
const PAGE_COLUMNS = {
  customer: 'p.customerLabel',
  serviceName: 'p.serviceName',
  serviceKitName: 'p.serviceKitName',
  deployStatus: 'p.deployStatus',
  startDate: 'p.startDate',
  endDate: 'p.endDate',
} as const satisfies Record<AdminApplicationSort, string>;

export async function listAdminApplications(
  db: Db,
  scope: { partnerId: string },
  query: AdminApplicationsQuery,
): Promise<{ items: AdminApplication[]; total: number }> {
  let base = db.selectFrom('subscriptions as s').where('s.partner_id', '=', scope.partnerId);
  if (query.search) base = base.where('s.search_text', 'like', containsPattern(query.search));
  if (query.subscriptionId) base = base.where('s.id', '=', query.subscriptionId);
  // The partner's counter counts every application: a narrowed table counts its own rows.
  const narrowed = Boolean(query.search || query.subscriptionId);
  const column = SORT_COLUMNS[query.sort];
  const page = base
    .select((eb) => [
      's.id as subscriptionId',
      's.customer_id as customerId',
      's.service_id as serviceId',
      's.service_name as serviceName',
      's.service_kit_name as serviceKitName',
      's.deploy_status as deployStatus',
      's.created_at as startDate',
      's.expiration_date as endDate',
      's.customer_label as customerLabel',
      narrowed
        ? eb.fn.countAll<number>().over().as('total')
        : eb.selectFrom('partner_stats').select('applications_all').where('partner_id', '=', scope.partnerId).$asScalar().as('total'),
    ])
    .orderBy(column, query.direction)
    .orderBy('s.id', query.direction)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const rows = await db
    .selectFrom(page.as('p'))
    .innerJoin('customers as c', 'c.id', 'p.customerId')
    .leftJoin('services as sv', 'sv.id', 'p.serviceId')
    .selectAll('p')
    .select(['c.name', 'c.responsible', 'c.email', 'c.phone', 'sv.resource_category as resourceCategory'])
    .orderBy(PAGE_COLUMNS[query.sort], query.direction)
    .orderBy('p.subscriptionId', query.direction)
    .execute();
  const items = rows.map((r) => ({
    subscriptionId: r.subscriptionId,
    customerId: r.customerId,
    customer: { name: r.name, responsible: r.responsible, email: r.email, phone: r.phone },
    serviceName: r.serviceName,
    serviceKitName: r.serviceKitName,
    deployStatus: r.deployStatus,
    startDate: r.startDate.toISOString(),
    endDate: r.endDate?.toISOString() ?? null,
    resourceCategory: r.resourceCategory,
  }));
  const first = rows[0];
  let total = first ? Number(first.total ?? 0) : 0;
  if (!first && !narrowed) {
    const stats = await db
      .selectFrom('partner_stats')
      .select('applications_all')
      .where('partner_id', '=', scope.partnerId)
      .executeTakeFirst();
    total = stats?.applications_all ?? 0;
  } else if (!first && query.page > 1) {
    const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    total = Number(counted.n);
  }
  return { items, total };
}
