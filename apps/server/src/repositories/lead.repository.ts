/**
 * Leads (issue 15, decision 023): the common pool without contacts, a partner's own leads with their search, the
 * applications of partners, the operator's queue, and the transitions of the domain's lead machine as guarded UPDATEs.
 * Every read applies the application lapse itself (an APPLIED lead whose first application is older than
 * LEAD_APPLICATION_TTL_HOURS reads as NON_DISPATCHED), so it is exact even when the release job is late.
 */
import { sql, type SqlBool } from 'kysely';
import {
  LEAD_APPLICATION_TTL_MS,
  LEAD_TRANSITIONS,
  OWN_USE_DESKS,
  type BackofficeLead,
  type BackofficeLeadQuery,
  type CommonLead,
  type Lead,
  type LeadApplicant,
  type LeadListQuery,
  type LeadStatus,
} from '@portal/domain';
import type { Db } from '../db/database.ts';
import { containsPattern } from '../db/like.ts';
import { preparedQuery } from '../db/prepared.ts';

export type PartnerScope = { partnerId: string };

/** Applications made before this moment have lapsed. */
export function applicationCutoff(now: Date = new Date()): Date {
  return new Date(now.getTime() - LEAD_APPLICATION_TTL_MS);
}

/** The lead's status at `cutoff`'s moment, in SQL: the same rule as the domain's effectiveLeadStatus. */
function effectiveStatus(cutoff: Date) {
  return sql<LeadStatus>`case when l.status = 'APPLIED' and l.applied_at <= ${cutoff} then 'NON_DISPATCHED' else l.status end`;
}

/** The text the search of "My leads" looks in; the very expression of the trigram index leads_search_idx. */
const searchText = sql<string>`lower(l.name || ' ' || coalesce(l.inn, '') || ' ' || coalesce(l.email, ''))`;

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

type Product = { productId: string; qty: number };

/** The catalogue's names of the products a page of leads asks for, in one query for the whole page. */
async function withProductNames<T extends { products: Product[] }>(
  db: Db,
  items: T[],
): Promise<Array<Omit<T, 'products'> & { products: Array<Product & { name: string | null }> }>> {
  const codes = [...new Set(items.flatMap((item) => item.products.map((p) => p.productId)))];
  const names = new Map<string, string>();
  if (codes.length > 0) {
    for (const row of await productNames(db, null, { codes })) if (!names.has(row.resource_code)) names.set(row.resource_code, row.name);
  }
  return items.map((item) => ({ ...item, products: item.products.map((p) => ({ ...p, name: names.get(p.productId) ?? null })) }));
}

/** The services of the given codes; one statement whatever their number (an array, not a list of parameters). */
const productNames = preparedQuery((db, _shape: null, values: { codes: string[] }) =>
  db
    .selectFrom('services')
    .select(['resource_code', 'name'])
    .where(sql<SqlBool>`resource_code = any(${values.codes})`),
);

const leadCounter = preparedQuery((db, _shape: null, values: { key: string }) =>
  db.selectFrom('lead_counters').select('leads').where('key', '=', values.key),
);

async function counter(db: Db, key: string): Promise<number> {
  const [row] = await leadCounter(db, null, { key });
  return row?.leads ?? 0;
}

/**
 * The navbar's counters, read from the trigger-kept counters: the partner's leads waiting to be processed (dispatched,
 * decision 031) and the common pool.
 */
export async function countLeadLists(db: Db, scope: PartnerScope): Promise<{ dispatched: number; pool: number }> {
  const dispatchedKey = `dispatched:${scope.partnerId}`;
  const rows = await db.selectFrom('lead_counters').select(['key', 'leads']).where('key', 'in', ['pool', dispatchedKey]).execute();
  const of = (key: string) => rows.find((row) => row.key === key)?.leads ?? 0;
  return { dispatched: of(dispatchedKey), pool: of('pool') };
}

export async function findPartnerCode(db: Db, scope: PartnerScope): Promise<string | undefined> {
  const row = await db.selectFrom('partners').select('partner_code').where('id', '=', scope.partnerId).executeTakeFirst();
  return row?.partner_code;
}

const commonPage = preparedQuery((db, _shape: null, values: { cutoff: Date; limit: number; offset: number }) =>
  db
    .selectFrom('leads as l')
    .select(['l.id', 'l.name', 'l.products', 'l.created_at', effectiveStatus(values.cutoff).as('status')])
    .where('l.partner_id', 'is', null)
    .where('l.status', 'in', ['NON_DISPATCHED', 'APPLIED'])
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(values.limit)
    .offset(values.offset),
);

const ownApplications = preparedQuery((db, _shape: null, values: { partnerId: string; leadIds: string[] }) =>
  db
    .selectFrom('lead_applications')
    .select('lead_id')
    .where('partner_id', '=', values.partnerId)
    .where(sql<SqlBool>`lead_id = any(${values.leadIds})`),
);

/** The common pool, newest first, one page: no contact column is even read. */
export async function listCommonLeads(
  db: Db,
  scope: PartnerScope,
  query: Pick<LeadListQuery, 'page' | 'pageSize'>,
  now: Date = new Date(),
): Promise<{ items: CommonLead[]; total: number }> {
  const rows = await commonPage(db, null, {
    cutoff: applicationCutoff(now),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  // The page's own applications by their primary key: a lookup per row, however many the partner made in all.
  const candidates = rows.filter((row) => row.status === 'APPLIED').map((row) => row.id);
  const mine =
    candidates.length === 0
      ? new Set<string>()
      : new Set((await ownApplications(db, null, { partnerId: scope.partnerId, leadIds: candidates })).map((row) => row.lead_id));
  const items = rows.map((row) => ({
    id: row.id,
    leadId: row.id,
    name: row.name,
    products: row.products,
    date: row.created_at.toISOString(),
    status: row.status,
    applied: mine.has(row.id),
  }));
  return { items: await withProductNames(db, items), total: await counter(db, 'pool') };
}

type OwnRow = {
  id: string;
  name: string;
  email: string | null;
  responsible: string | null;
  phone: string | null;
  inn: string | null;
  source: string;
  status: LeadStatus;
  customer_id: string | null;
  products: Product[];
  created_at: Date;
  dispatched_at: Date | null;
  processed_at: Date | null;
  in_prod_at: Date | null;
  registered_at: Date | null;
};

function ownLead(row: OwnRow): Omit<Lead, 'products'> & { products: Product[] } {
  return {
    id: row.id,
    leadId: row.id,
    name: row.name,
    products: row.products,
    email: row.email,
    responsible: row.responsible,
    phone: row.phone,
    inn: row.inn,
    source: row.source === 'site' ? 'site' : 'programme',
    status: row.status,
    date: row.created_at.toISOString(),
    dateDispatched: iso(row.dispatched_at),
    dateProcessed: iso(row.processed_at),
    dateInProd: iso(row.in_prod_at),
    dateRegistered: iso(row.registered_at),
    customerId: row.customer_id,
  };
}

function ownLeads(db: Db) {
  return db
    .selectFrom('leads as l')
    .leftJoin('customers as c', (join) => join.onRef('c.id', '=', 'l.customer_id').onRef('c.partner_id', '=', 'l.partner_id'))
    .select([
      'l.id',
      'l.name',
      'l.products',
      'l.email',
      'l.responsible',
      'l.phone',
      'l.inn',
      'l.source',
      'l.status',
      'l.created_at',
      'l.dispatched_at',
      'l.processed_at',
      'l.in_prod_at',
      'l.customer_id',
      'c.created_at as registered_at',
    ]);
}

const ownPage = preparedQuery(
  (db, shape: { search: boolean }, values: { partnerId: string; pattern: string; limit: number; offset: number }) => {
    const base = ownLeads(db).where('l.partner_id', '=', values.partnerId);
    // Without a search the total is the counter: a window count would read every lead of the partner for a page of 10.
    return (shape.search ? base.where(sql<SqlBool>`${searchText} like ${values.pattern}`) : base)
      .select(shape.search ? sql<number>`count(*) over ()`.as('total') : sql<number>`0`.as('total'))
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(values.limit)
      .offset(values.offset);
  },
);

/**
 * The partner's own leads, newest first. Without a search the total is the trigger-kept counter; with one, the
 * trigram index finds the few matching rows and the window count totals them.
 */
export async function listOwnLeads(
  db: Db,
  scope: PartnerScope,
  query: Pick<LeadListQuery, 'page' | 'pageSize' | 'search'>,
): Promise<{ items: Lead[]; total: number }> {
  const search = query.search.trim();
  const rows = await ownPage(
    db,
    { search: search !== '' },
    {
      partnerId: scope.partnerId,
      pattern: search ? containsPattern(search) : '',
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    },
  );
  const items = await withProductNames(db, rows.map(ownLead));
  if (!search) return { items, total: await counter(db, scope.partnerId) };
  // A page past the end has no row to carry the window count.
  const total = rows[0]
    ? Number(rows[0].total)
    : Number(
        (
          await db
            .selectFrom('leads as l')
            .select(sql<number>`count(*)`.as('n'))
            .where('l.partner_id', '=', scope.partnerId)
            .where(sql<SqlBool>`${searchText} like ${containsPattern(search)}`)
            .executeTakeFirstOrThrow()
        ).n,
      );
  return { items, total };
}

export async function findOwnLead(db: Db, scope: PartnerScope, id: string): Promise<Lead | undefined> {
  const row = await ownLeads(db).where('l.id', '=', id).where('l.partner_id', '=', scope.partnerId).executeTakeFirst();
  return row ? (await withProductNames(db, [ownLead(row)]))[0] : undefined;
}

export type LeadLockRow = {
  id: string;
  partnerId: string | null;
  source: 'programme' | 'site';
  status: LeadStatus;
  appliedAt: Date | null;
};

/** The lead's row, locked for the transaction's transition. */
export async function lockLead(trx: Db, id: string): Promise<LeadLockRow | undefined> {
  return trx
    .selectFrom('leads')
    .select(['id', 'partner_id as partnerId', 'source', 'status', 'applied_at as appliedAt'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function findCommonLead(db: Db, scope: PartnerScope, id: string, now: Date = new Date()): Promise<CommonLead | undefined> {
  const cutoff = applicationCutoff(now);
  const row = await db
    .selectFrom('leads as l')
    .select([
      'l.id',
      'l.name',
      'l.products',
      'l.created_at',
      effectiveStatus(cutoff).as('status'),
      sql<boolean>`(l.status = 'APPLIED' and l.applied_at > ${cutoff} and exists (
        select 1 from lead_applications a where a.lead_id = l.id and a.partner_id = ${scope.partnerId}))`.as('applied'),
    ])
    .where('l.id', '=', id)
    .where('l.partner_id', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const lead = {
    id: row.id,
    leadId: row.id,
    name: row.name,
    products: row.products,
    date: row.created_at.toISOString(),
    status: row.status,
    applied: row.applied,
  };
  return (await withProductNames(db, [lead]))[0];
}

const RELEASE_FROM = LEAD_TRANSITIONS.release.from;

/**
 * Returns the lapsed applied-for leads to the pool (all of them, or the one given): the release transition of the
 * machine, guarded by the status in the UPDATE; their applications go with it. Returns how many were released.
 */
export async function releaseLapsedLeads(db: Db, cutoff: Date, leadId?: string): Promise<number> {
  let released = db
    .updateTable('leads')
    .set({ status: LEAD_TRANSITIONS.release.to, applied_at: null })
    .where('status', 'in', RELEASE_FROM)
    .where('applied_at', '<=', cutoff);
  if (leadId) released = released.where('id', '=', leadId);
  const rows = await released.returning('id').execute();
  if (rows.length > 0) {
    await db
      .deleteFrom('lead_applications')
      .where(
        'lead_id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
  }
  return rows.length;
}

export async function hasApplied(db: Db, leadId: string, partnerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('lead_applications')
    .select('lead_id')
    .where('lead_id', '=', leadId)
    .where('partner_id', '=', partnerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The apply transition: the application, and the lead APPLIED from its first application's time. */
export async function insertApplication(trx: Db, leadId: string, partnerId: string, now: Date): Promise<void> {
  await trx.insertInto('lead_applications').values({ lead_id: leadId, partner_id: partnerId, created_at: now }).execute();
  await trx
    .updateTable('leads')
    .set({ status: LEAD_TRANSITIONS.apply.to, applied_at: sql`coalesce(applied_at, ${now}::timestamptz)` })
    .where('id', '=', leadId)
    .where('status', 'in', LEAD_TRANSITIONS.apply.from)
    .execute();
}

/** The dispatch transition, guarded by the status: true when it happened. */
export async function dispatchLead(trx: Db, leadId: string, partnerId: string, operatorId: string, now: Date): Promise<boolean> {
  const rows = await trx
    .updateTable('leads')
    .set({ status: LEAD_TRANSITIONS.dispatch.to, partner_id: partnerId, dispatched_at: now, dispatched_by: operatorId })
    .where('id', '=', leadId)
    .where('partner_id', 'is', null)
    .where('status', 'in', LEAD_TRANSITIONS.dispatch.from)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** The process transition on the partner's own lead, guarded by the status: true when it happened. */
export async function markLeadProcessed(db: Db, scope: PartnerScope, leadId: string, now: Date): Promise<boolean> {
  const rows = await db
    .updateTable('leads')
    .set({ status: LEAD_TRANSITIONS.process.to, processed_at: now })
    .where('id', '=', leadId)
    .where('partner_id', '=', scope.partnerId)
    .where('status', 'in', LEAD_TRANSITIONS.process.from)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** Records the client a lead of the partner became; false when the partner has no such lead. */
export async function linkLeadToCustomer(trx: Db, scope: PartnerScope, leadId: string, customerId: string): Promise<boolean> {
  const rows = await trx
    .updateTable('leads')
    .set({ customer_id: customerId })
    .where('id', '=', leadId)
    .where('partner_id', '=', scope.partnerId)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/**
 * The toProduction transition, for every open lead whose client (same INN or e-mail) has a paid subscription from the
 * lead's partner: deployed, not on trial, not deleted, not for the partner's own use. One statement, guarded by the
 * status; records the client when the lead had none. Returns how many leads moved.
 */
export async function promoteLeadsToProduction(db: Db, now: Date, scope?: PartnerScope): Promise<number> {
  const open = sql.join(LEAD_TRANSITIONS.toProduction.from.map((status) => sql.lit(status)));
  const ownUse = sql.join(OWN_USE_DESKS.map((desk) => sql.lit(desk)));
  const partner = scope ? sql`and c.partner_id = ${scope.partnerId}` : sql``;
  const result = await sql<{ id: string }>`
    with paid as (
      select c.id, c.partner_id, c.inn, lower(c.email) as email, c.created_at from customers c
      where exists (
        select 1 from subscriptions s
        where s.customer_id = c.id and s.partner_id = c.partner_id and not s.deleted and not s.on_trial
          and s.deploy_status = 'DEPLOYED' and (s.offer_desk_id is null or s.offer_desk_id not in (${ownUse})))
      ${partner}
    ), matched as (
      select distinct on (lead_id) lead_id, customer_id from (
        select l.id as lead_id, p.id as customer_id, p.created_at from paid p
        join leads l on l.partner_id = p.partner_id and l.inn = p.inn and l.status in (${open})
        union all
        select l.id, p.id, p.created_at from paid p
        join leads l on l.partner_id = p.partner_id and lower(l.email) = p.email and l.status in (${open})
      ) m order by lead_id, created_at
    )
    update leads l set status = ${LEAD_TRANSITIONS.toProduction.to}, in_prod_at = ${now},
      customer_id = coalesce(l.customer_id, matched.customer_id)
    from matched where l.id = matched.lead_id and l.status in (${open})
    returning l.id`.execute(db);
  return result.rows.length;
}

/** The applicants of the given leads, in one query (no query per lead). */
async function applicantsOf(db: Db, leadIds: string[]): Promise<Map<string, LeadApplicant[]>> {
  const map = new Map<string, LeadApplicant[]>();
  if (leadIds.length === 0) return map;
  const rows = await db
    .selectFrom('lead_applications as a')
    .innerJoin('partners as p', 'p.id', 'a.partner_id')
    .select(['a.lead_id', 'a.partner_id', 'a.created_at', 'p.partner_code', 'p.name'])
    .where('a.lead_id', 'in', leadIds)
    .orderBy('a.created_at')
    .execute();
  for (const row of rows) {
    const list = map.get(row.lead_id) ?? [];
    list.push({ partnerId: row.partner_id, partnerCode: row.partner_code, partnerName: row.name, appliedAt: row.created_at.toISOString() });
    map.set(row.lead_id, list);
  }
  return map;
}

/**
 * The operator's queue: applied-for leads whose applications have not lapsed, oldest application first (the closest
 * to returning to the pool); or the dispatched ones, latest first, with who dispatched them.
 */
export async function listBackofficeLeads(
  db: Db,
  query: BackofficeLeadQuery,
  now: Date = new Date(),
): Promise<{ items: BackofficeLead[]; total: number }> {
  const cutoff = applicationCutoff(now);
  let base = ownLeads(db)
    .leftJoin('partners as p', 'p.id', 'l.partner_id')
    .leftJoin('accounts as d', 'd.id', 'l.dispatched_by')
    .select([
      'l.applied_at',
      'p.partner_code',
      'p.name as partner_name',
      'd.email as dispatched_by',
      sql<number>`count(*) over ()`.as('total'),
    ]);
  if (query.filter === 'applied') {
    base = base.where('l.status', '=', 'APPLIED').where('l.applied_at', '>', cutoff).orderBy('l.applied_at', 'asc');
  } else if (query.filter === 'pool') {
    // Nobody's application stands: never applied for, or applied for too long ago.
    base = base
      .where('l.partner_id', 'is', null)
      .where((eb) => eb.or([eb('l.status', '=', 'NON_DISPATCHED'), eb('l.applied_at', '<=', cutoff)]))
      .orderBy('l.created_at', 'desc');
  } else {
    base = base.where('l.dispatched_by', 'is not', null).orderBy('l.dispatched_at', 'desc');
  }
  const rows = await base
    .orderBy('l.id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const applicants = await applicantsOf(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => ({
    ...ownLead(row),
    applicants: applicants.get(row.id) ?? [],
    expiresAt:
      row.applied_at && row.status === 'APPLIED' ? new Date(row.applied_at.getTime() + LEAD_APPLICATION_TTL_MS).toISOString() : null,
    partnerCode: row.partner_code,
    partnerName: row.partner_name,
    dispatchedBy: row.dispatched_by,
  }));
  return { items: await withProductNames(db, items), total: rows[0] ? Number(rows[0].total) : 0 };
}

export async function findBackofficeLead(db: Db, id: string): Promise<BackofficeLead | undefined> {
  const row = await ownLeads(db)
    .leftJoin('partners as p', 'p.id', 'l.partner_id')
    .leftJoin('accounts as d', 'd.id', 'l.dispatched_by')
    .select(['l.applied_at', 'p.partner_code', 'p.name as partner_name', 'd.email as dispatched_by'])
    .where('l.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const applicants = await applicantsOf(db, [id]);
  const [lead] = await withProductNames(db, [ownLead(row)]);
  if (!lead) return undefined;
  return {
    ...lead,
    applicants: applicants.get(id) ?? [],
    expiresAt:
      row.applied_at && row.status === 'APPLIED' ? new Date(row.applied_at.getTime() + LEAD_APPLICATION_TTL_MS).toISOString() : null,
    partnerCode: row.partner_code,
    partnerName: row.partner_name,
    dispatchedBy: row.dispatched_by,
  };
}

/** Whom the letter of a dispatch goes to: the partner's e-mail and name. */
export async function findLeadAddressee(db: Db, partnerId: string): Promise<{ email: string; name: string } | undefined> {
  return db.selectFrom('partners').select(['email', 'name']).where('id', '=', partnerId).executeTakeFirst();
}

/** A lead the vendor received, into the common pool. */
export async function insertCommonLead(
  db: Db,
  lead: { name: string; responsible: string; email: string; phone: string; inn: string | null; products: Product[] },
): Promise<string> {
  const row = await db
    .insertInto('leads')
    .values({
      status: 'NON_DISPATCHED',
      source: 'programme',
      name: lead.name,
      responsible: lead.responsible,
      email: lead.email,
      phone: lead.phone,
      inn: lead.inn,
      products: JSON.stringify(lead.products),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
