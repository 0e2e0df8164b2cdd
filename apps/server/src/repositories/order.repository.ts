/** Orders as records (decision 012): every creation, change and conversion of a subscription, with its lines. */
import { monthlyCost, type OrderList, type OrderRecord, type OrderSummary, type ServiceOption } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { containsPattern } from '../db/like.ts';
import type { PartnerScope } from './office.repository.ts';

export type OrderLineInput = {
  option: Pick<ServiceOption, 'serviceOptionId' | 'name' | 'tariff'>;
  before: number;
  after: number;
};

/** The lines of an order: every option whose count it sets or changes, at the tariff in force when it was placed. */
export async function insertOrderLines(trx: Db, orderId: string, lines: ReadonlyArray<OrderLineInput>): Promise<void> {
  const kept = lines.filter((line) => line.before > 0 || line.after > 0);
  if (kept.length === 0) return;
  await trx
    .insertInto('order_lines')
    .values(
      kept.map(({ option, before, after }) => ({
        order_id: orderId,
        service_option_id: option.serviceOptionId,
        name: option.name,
        units_before: before,
        units_after: after,
        price: option.tariff?.price ?? 0,
        client_price: option.tariff?.clientPrice ?? null,
        payment_period: option.tariff?.paymentPeriod ?? 'd',
      })),
    )
    .execute();
}

export type OrderListQuery = { search: string; subscriptionId?: string | undefined; page: number; pageSize: number };

const orderColumns = [
  'o.id as orderId',
  'o.number',
  'o.kind',
  'o.status',
  'o.created_at as createdAt',
  'o.applied_at as appliedAt',
  'o.last_error as lastError',
  'o.subscription_id as subscriptionId',
  'o.customer_id as customerId',
  'o.price',
  'o.client_price as clientPrice',
] as const;

type SummaryRow = {
  orderId: string;
  number: string | number;
  kind: OrderSummary['kind'];
  status: OrderSummary['status'];
  createdAt: Date;
  appliedAt: Date | null;
  lastError: string | null;
  subscriptionId: string;
  serviceName: string;
  serviceKitName: string;
  subscriptionDeployStatus: OrderSummary['subscriptionDeployStatus'];
  customerId: string;
  customerName: string;
  price: number | string | null;
  clientPrice: number | string | null;
};

function summaryOf(row: SummaryRow): OrderSummary {
  return {
    orderId: row.orderId,
    number: String(row.number),
    kind: row.kind,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    appliedAt: row.appliedAt?.toISOString() ?? null,
    lastError: row.lastError,
    subscriptionId: row.subscriptionId,
    serviceName: row.serviceName,
    serviceKitName: row.serviceKitName,
    subscriptionDeployStatus: row.subscriptionDeployStatus,
    customerId: row.customerId,
    customerName: row.customerName,
    price: row.price === null ? null : Number(row.price),
    clientPrice: row.clientPrice === null ? null : Number(row.clientPrice),
  };
}

/**
 * A page of the partner's orders, newest first, and their total in one statement. The page is chosen on orders alone
 * (the search picks the subscriptions whose product, kit or client name matches, as the subscription lists do) and only
 * its rows are joined to their subscriptions and clients; the total is the trigger-kept counter of migration 0015 or,
 * with a search or a subscription, the window count of the matches. Only an empty page needs a second statement.
 */
export async function listOrders(db: Db, scope: PartnerScope, query: OrderListQuery): Promise<OrderList> {
  let base = db.selectFrom('orders as o').where('o.partner_id', '=', scope.partnerId);
  if (query.subscriptionId) base = base.where('o.subscription_id', '=', query.subscriptionId);
  if (query.search) {
    const matching = db
      .selectFrom('subscriptions')
      .select('id')
      .where('partner_id', '=', scope.partnerId)
      .where('search_text', 'like', containsPattern(query.search));
    base = base.where('o.subscription_id', 'in', matching);
  }
  const counted = Boolean(query.search || query.subscriptionId);
  const page = base
    .select((eb) => [
      ...orderColumns,
      counted
        ? eb.fn.countAll<number>().over().as('total')
        : eb.selectFrom('partner_stats').select('orders_all').where('partner_id', '=', scope.partnerId).$asScalar().as('total'),
    ])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const rows = await db
    .selectFrom(page.as('p'))
    .innerJoin('subscriptions as s', 's.id', 'p.subscriptionId')
    .innerJoin('customers as c', 'c.id', 'p.customerId')
    .selectAll('p')
    .select([
      's.service_name as serviceName',
      's.service_kit_name as serviceKitName',
      's.deploy_status as subscriptionDeployStatus',
      'c.name as customerName',
    ])
    .orderBy('p.createdAt', 'desc')
    .orderBy('p.orderId')
    .execute();
  const first = rows[0];
  const total = first
    ? Number(first.total ?? 0)
    : query.page === 1 && counted
      ? 0
      : Number((await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total);
  return { items: rows.map(summaryOf), total };
}

/** One of the partner's orders with its lines, each at the tariff it was placed at; undefined for another partner's. */
export async function findOrderRecord(db: Db, scope: PartnerScope, orderId: string): Promise<OrderRecord | undefined> {
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('subscriptions as s', 's.id', 'o.subscription_id')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .select([
      ...orderColumns,
      's.service_name as serviceName',
      's.service_kit_name as serviceKitName',
      's.deploy_status as subscriptionDeployStatus',
      'c.name as customerName',
    ])
    .where('o.id', '=', orderId)
    .where('o.partner_id', '=', scope.partnerId)
    .executeTakeFirst();
  if (!row) return undefined;
  const lines = await db
    .selectFrom('order_lines as l')
    .innerJoin('service_options as so', 'so.id', 'l.service_option_id')
    .select([
      'l.service_option_id as serviceOptionId',
      'l.name',
      'l.units_before as unitsBefore',
      'l.units_after as unitsAfter',
      'l.price',
      'l.client_price as clientPrice',
      'l.payment_period as paymentPeriod',
    ])
    .where('l.order_id', '=', orderId)
    .orderBy('so.sort')
    .orderBy('l.service_option_id')
    .execute();
  return {
    ...summaryOf(row),
    lines: lines.map((line) => {
      const tariff = {
        price: Number(line.price),
        clientPrice: line.clientPrice === null ? null : Number(line.clientPrice),
        currencyCode: 'RUB',
        paymentPeriod: line.paymentPeriod,
      };
      return {
        serviceOptionId: line.serviceOptionId,
        name: line.name,
        unitsBefore: line.unitsBefore,
        unitsAfter: line.unitsAfter,
        tariff,
        monthPrice: monthlyCost(tariff, line.unitsAfter, row.createdAt).partner,
      };
    }),
  };
}
