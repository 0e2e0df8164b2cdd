/** Webhook endpoints and deliveries (decision 019), always within the caller's partner. */
import { sql } from 'kysely';
import type { WebhookDelivery, WebhookEndpoint, WebhookEvent } from '@portal/domain';
import type { Db } from '../db/database.ts';
import type { WebhookDeliveryStatus } from '../db/schema.ts';

const endpointColumns = ['id', 'url', 'events', 'secret', 'created_at'] as const;

type EndpointRow = { id: string; url: string; events: string[]; secret: string; created_at: Date };

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return { id: row.id, url: row.url, events: row.events as WebhookEvent[], secret: row.secret, createdAt: row.created_at.toISOString() };
}

export async function listEndpoints(db: Db, partnerId: string): Promise<WebhookEndpoint[]> {
  const rows = await db
    .selectFrom('webhook_endpoints')
    .select(endpointColumns)
    .where('partner_id', '=', partnerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toEndpoint);
}

export async function countEndpoints(db: Db, partnerId: string): Promise<number> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('partner_id', '=', partnerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findEndpoint(db: Db, partnerId: string, id: string): Promise<WebhookEndpoint | undefined> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select(endpointColumns)
    .where('partner_id', '=', partnerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toEndpoint(row) : undefined;
}

export async function insertEndpoint(
  db: Db,
  endpoint: { partnerId: string; url: string; events: WebhookEvent[]; secret: string; createdBy: string },
): Promise<WebhookEndpoint> {
  const row = await db
    .insertInto('webhook_endpoints')
    .values({
      partner_id: endpoint.partnerId,
      url: endpoint.url,
      events: endpoint.events,
      secret: endpoint.secret,
      created_by: endpoint.createdBy,
    })
    .returning(endpointColumns)
    .executeTakeFirstOrThrow();
  return toEndpoint(row);
}

export async function updateEndpoint(
  db: Db,
  partnerId: string,
  id: string,
  change: { url: string; events: WebhookEvent[] },
): Promise<WebhookEndpoint | undefined> {
  const row = await db
    .updateTable('webhook_endpoints')
    .set({ url: change.url, events: change.events })
    .where('partner_id', '=', partnerId)
    .where('id', '=', id)
    .returning(endpointColumns)
    .executeTakeFirst();
  return row ? toEndpoint(row) : undefined;
}

export async function deleteEndpoint(db: Db, partnerId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('webhook_endpoints').where('partner_id', '=', partnerId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The partner's endpoints that chose the event. */
export async function endpointIdsFor(db: Db, partnerId: string, event: WebhookEvent): Promise<string[]> {
  const rows = await db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('partner_id', '=', partnerId)
    .where(sql<boolean>`events @> array[${event}]::text[]`)
    .execute();
  return rows.map((row) => row.id);
}

export async function insertDelivery(
  db: Db,
  delivery: { endpointId: string; partnerId: string; eventType: string; body: string },
): Promise<string> {
  const row = await db
    .insertInto('webhook_deliveries')
    .values({ endpoint_id: delivery.endpointId, partner_id: delivery.partnerId, event_type: delivery.eventType, body: delivery.body })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A delivery to send: its body, attempts so far, and where to with which secret. */
export async function findDeliveryToSend(db: Db, id: string) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select(['d.id', 'd.body', 'd.status', 'd.attempts', 'e.url', 'e.secret'])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

export async function recordAttempt(
  db: Db,
  id: string,
  attempt: {
    attempts: number;
    status: WebhookDeliveryStatus;
    responseStatus: number | null;
    responseBody: string | null;
    error: string | null;
  },
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      attempts: attempt.attempts,
      status: attempt.status,
      response_status: attempt.responseStatus,
      response_body: attempt.responseBody,
      error: attempt.error,
      last_attempt_at: sql`now()`,
      delivered_at: attempt.status === 'delivered' ? sql`now()` : null,
    })
    .where('id', '=', id)
    .execute();
}

/** One page of an endpoint's deliveries, newest first, with their total in the same statement. */
export async function listDeliveries(
  db: Db,
  partnerId: string,
  endpointId: string,
  page: { page: number; pageSize: number },
): Promise<{ items: WebhookDelivery[]; total: number }> {
  const rows = await db
    .selectFrom('webhook_deliveries')
    .select([
      'id',
      'event_type',
      'status',
      'attempts',
      'response_status',
      'response_body',
      'error',
      'created_at',
      'last_attempt_at',
      'delivered_at',
      sql<string>`count(*) over ()`.as('total'),
    ])
    .where('partner_id', '=', partnerId)
    .where('endpoint_id', '=', endpointId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset(page.page * page.pageSize)
    .execute();
  return {
    total: Number(rows[0]?.total ?? 0),
    items: rows.map((row) => ({
      id: row.id,
      eventType: row.event_type,
      status: row.status,
      attempts: row.attempts,
      responseStatus: row.response_status,
      responseBody: row.response_body,
      error: row.error,
      createdAt: row.created_at.toISOString(),
      lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
      deliveredAt: row.delivered_at?.toISOString() ?? null,
    })),
  };
}
