/** Customers (a partner's clients). Every query is scoped to the calling partner. */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Customer, CustomerListQuery, CustomerSortField } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { containsPattern } from '../db/like.ts';
import { preparedQuery } from '../db/prepared.ts';
import type { Database } from '../db/schema.ts';
import type { PartnerScope } from './office.repository.ts';

const SORT_COLUMNS = {
  name: 'c.name',
  responsible: 'c.responsible',
  email: 'c.email',
  phone: 'c.phone',
  inn: 'c.inn',
  oneCId: 'c.one_c_id',
  city: 'c.city',
  createdAt: 'c.created_at',
} as const satisfies Record<CustomerSortField, string>;

const customerColumns = [
  'c.id',
  'c.name',
  'c.responsible',
  'c.email',
  'c.phone',
  'c.inn',
  'c.kpp',
  'c.city',
  'c.street',
  'c.chief_name as chiefName',
  'c.customer_code as customerCode',
  'c.one_c_id as oneCId',
  'c.onec_username as onecUsername',
  'c.number_of_employees as numberOfEmloyees',
  'c.status',
  'c.country_uin as countryUin',
  'c.region_uin as regionUin',
  'c.main_activity_type as mainActivityType',
  'c.exchange_id as exchangeId',
  'c.regnum',
  'c.created_at as createdAt',
] as const;

type CustomerRow = Omit<Customer, 'createdAt'> & { createdAt: Date };

/** A row as the API says a client: each field named once, so that every client has one shape (and no page total). */
function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    name: row.name,
    responsible: row.responsible,
    email: row.email,
    phone: row.phone,
    inn: row.inn,
    kpp: row.kpp,
    city: row.city,
    street: row.street,
    chiefName: row.chiefName,
    customerCode: row.customerCode,
    oneCId: row.oneCId,
    onecUsername: row.onecUsername,
    numberOfEmloyees: row.numberOfEmloyees,
    status: row.status,
    countryUin: row.countryUin,
    regionUin: row.regionUin,
    mainActivityType: row.mainActivityType,
    exchangeId: row.exchangeId,
    regnum: row.regnum,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The expression the trigram index is built on; search must use exactly this to hit the index. */
const searchText = sql<string>`lower(c.name || ' ' || c.responsible || ' ' || c.email || ' ' || coalesce(c.phone, '') || ' ' || coalesce(c.inn, '') || ' ' || coalesce(c.one_c_id, '') || ' ' || coalesce(c.city, ''))`;

function scoped(db: Db, scope: PartnerScope, search: string) {
  return matching(db, scope.partnerId, search ? containsPattern(search) : null);
}

/** A partner's clients (not its own), those whose text is like the pattern when there is one. */
function matching(db: Db, partnerId: string, pattern: string | null) {
  const query = db.selectFrom('customers as c').where('c.partner_id', '=', partnerId).where('c.own_use', '=', false);
  return pattern === null ? query : query.where(sql<boolean>`${searchText} like ${pattern}`);
}

function ordered<O>(
  query: SelectQueryBuilder<Database & { c: Database['customers'] }, 'c', O>,
  sort: CustomerSortField,
  order: 'asc' | 'desc',
) {
  const column = SORT_COLUMNS[sort];
  return query.orderBy(sql.ref(column), (ob) => (order === 'asc' ? ob.asc().nullsFirst() : ob.desc().nullsLast())).orderBy('c.id', order);
}

/**
 * A page of the list and its total in one statement: without a search the total is the trigger-kept counter of
 * partner_stats (a scalar subquery), with one the window count of the matches. Only an empty page (past the end)
 * needs a second statement for its total. Compiled once for each sort, order and whether a search applies.
 */
const customerPage = preparedQuery(
  (
    db,
    shape: { sort: CustomerSortField; order: 'asc' | 'desc'; search: boolean; paged: boolean },
    values: { partnerId: string; pattern: string; limit: number; offset: number },
  ) => {
    const page = ordered(
      matching(db, values.partnerId, shape.search ? values.pattern : null).select((eb) => [
        ...customerColumns,
        shape.search
          ? eb.fn.countAll<number>().over().as('total')
          : eb.selectFrom('partner_stats').select('customer_count').where('partner_id', '=', values.partnerId).$asScalar().as('total'),
      ]),
      shape.sort,
      shape.order,
    );
    return shape.paged ? page.limit(values.limit).offset(values.offset) : page;
  },
);

export async function listCustomers(db: Db, scope: PartnerScope, query: CustomerListQuery): Promise<{ items: Customer[]; total: number }> {
  const search = query.search !== '';
  const rows = await customerPage(
    db,
    { sort: query.sort, order: query.order, search, paged: query.pageSize > 0 },
    {
      partnerId: scope.partnerId,
      pattern: search ? containsPattern(query.search) : '',
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    },
  );
  const first = rows[0];
  const total = first ? Number(first.total ?? 0) : search && query.page === 1 ? 0 : await countCustomers(db, scope, query.search);
  return { items: rows.map(toCustomer), total };
}

/** The total of a list whose page came back empty. */
async function countCustomers(db: Db, scope: PartnerScope, search: string): Promise<number> {
  const row = search
    ? await scoped(db, scope, search)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow()
    : await db.selectFrom('partner_stats').select('customer_count as total').where('partner_id', '=', scope.partnerId).executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Every matching customer in list order, in batches, for exports of any size. */
export async function* streamCustomers(db: Db, scope: PartnerScope, query: Omit<CustomerListQuery, 'page' | 'pageSize'>, batchSize = 2000) {
  for (let offset = 0; ; offset += batchSize) {
    const rows = await ordered(scoped(db, scope, query.search).select(customerColumns), query.sort, query.order)
      .limit(batchSize)
      .offset(offset)
      .execute();
    if (rows.length === 0) return;
    yield rows.map(toCustomer);
    if (rows.length < batchSize) return;
  }
}

export async function findCustomer(db: Db, scope: PartnerScope, id: string): Promise<Customer | undefined> {
  const row = await db
    .selectFrom('customers as c')
    .select(customerColumns)
    .where('c.partner_id', '=', scope.partnerId)
    .where('c.id', '=', id)
    .executeTakeFirst();
  return row && toCustomer(row);
}

/** The partner's own client (orders on the desk 'Партнерам'), created from the partner's details on first use. */
export async function findOrCreateOwnClient(db: Db, scope: PartnerScope): Promise<Customer> {
  const find = () =>
    db
      .selectFrom('customers as c')
      .select(customerColumns)
      .where('c.partner_id', '=', scope.partnerId)
      .where('c.own_use', '=', true)
      .executeTakeFirst();
  const existing = await find();
  if (existing) return toCustomer(existing);
  const partner = await db
    .selectFrom('partners')
    .select(['name', 'contact_name', 'email', 'phone', 'city'])
    .where('id', '=', scope.partnerId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('customers')
    .values({
      partner_id: scope.partnerId,
      name: partner.name,
      responsible: partner.contact_name,
      email: partner.email,
      phone: partner.phone,
      city: partner.city,
      status: 'confirmed',
      own_use: true,
    })
    // Two first uses at once: the partial unique index keeps one row, and both read it.
    .onConflict((oc) => oc.column('partner_id').where('own_use', '=', true).doNothing())
    .execute();
  const created = await find();
  if (!created) throw new Error('The partner’s own client was not created');
  return toCustomer(created);
}

export function findCustomerByEmail(db: Db, email: string) {
  return db
    .selectFrom('customers')
    .select(['id', 'partner_id as partnerId', 'status'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('own_use', '=', false)
    .executeTakeFirst();
}

export function findCustomerByInn(db: Db, inn: string) {
  return db.selectFrom('customers').select(['id', 'partner_id as partnerId', 'status']).where('inn', '=', inn).executeTakeFirst();
}

export function findCustomerByLogin(db: Db, login: string) {
  return db
    .selectFrom('customers')
    .select(['id', 'partner_id as partnerId'])
    .where(sql<string>`lower(one_c_id)`, '=', login.toLowerCase())
    .executeTakeFirst();
}

export type NewCustomer = {
  name: string;
  responsible: string;
  email: string;
  phone: string;
  inn: string | null;
  kpp: string | null;
  city: string | null;
  street: string | null;
  oneCId: string | null;
  onecUsername: string | null;
  numberOfEmployees: number | null;
  confirmationTokenHash: string;
};

export async function insertCustomer(db: Db, scope: PartnerScope, customer: NewCustomer): Promise<string> {
  const { id } = await db
    .insertInto('customers')
    .values({
      partner_id: scope.partnerId,
      name: customer.name,
      responsible: customer.responsible,
      email: customer.email,
      phone: customer.phone,
      inn: customer.inn,
      kpp: customer.kpp,
      city: customer.city,
      street: customer.street,
      one_c_id: customer.oneCId,
      onec_username: customer.onecUsername,
      number_of_employees: customer.numberOfEmployees,
      status: 'unconfirmed',
      confirmation_token_hash: customer.confirmationTokenHash,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateCustomer(
  db: Db,
  scope: PartnerScope,
  id: string,
  changes: Partial<{
    responsible: string;
    email: string;
    phone: string;
    city: string | null;
    inn: string;
    kpp: string | null;
    name: string;
    street: string | null;
  }>,
): Promise<boolean> {
  if (Object.keys(changes).length === 0) return true;
  const result = await db
    .updateTable('customers')
    .set({ ...changes, updated_at: new Date() })
    .where('partner_id', '=', scope.partnerId)
    .where('id', '=', id)
    .where('own_use', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Sets the INN only where none is set yet, so two simultaneous qualifications cannot both win. */
export async function qualifyCustomer(
  db: Db,
  scope: PartnerScope,
  id: string,
  organisation: { inn: string; name: string; kpp: string | null; city: string | null; street: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('customers')
    .set({ ...organisation, updated_at: new Date() })
    .where('partner_id', '=', scope.partnerId)
    .where('id', '=', id)
    .where('own_use', '=', false)
    .where('inn', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The client confirms through the letter's link: the token works once. */
export async function confirmCustomerByToken(db: Db, tokenHash: string): Promise<{ name: string } | undefined> {
  return db
    .updateTable('customers')
    .set({ status: 'confirmed', confirmed_at: new Date(), confirmation_token_hash: null, updated_at: new Date() })
    .where('confirmation_token_hash', '=', tokenHash)
    .where('status', '=', 'unconfirmed')
    .returning('name')
    .executeTakeFirst();
}

export async function setCustomerStatus(db: Db, id: string, status: 'confirmed' | 'rejected', operatorId: string): Promise<boolean> {
  const result = await db
    .updateTable('customers')
    .set({
      status,
      decided_by: operatorId,
      confirmed_at: status === 'confirmed' ? new Date() : null,
      confirmation_token_hash: null,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The operator's view: clients of every partner, by status, newest first. */
export async function listCustomersForOperator(
  db: Db,
  query: { status: 'unconfirmed' | 'confirmed' | 'rejected' | 'all'; search: string; page: number; pageSize: number },
) {
  let base = db.selectFrom('customers as c').innerJoin('partners as p', 'p.id', 'c.partner_id').where('c.own_use', '=', false);
  if (query.status !== 'all') base = base.where('c.status', '=', query.status);
  if (query.search) base = base.where(sql<boolean>`${searchText} like ${containsPattern(query.search)}`);
  const [rows, count] = await Promise.all([
    base
      .select([
        'c.id',
        'c.name',
        'c.responsible',
        'c.email',
        'c.inn',
        'p.name as partnerName',
        'p.partner_code as partnerCode',
        'c.status',
        'c.created_at as createdAt',
      ])
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total: Number(count.total) };
}
