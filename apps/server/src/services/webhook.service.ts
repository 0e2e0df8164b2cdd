/**
 * Webhooks (decision 019): a partner's endpoints, the events emitted by the jobs that cause them (in their transaction,
 * so an event exists exactly when its change committed), and the delivery job. Emitting only writes rows and queues
 * jobs: a delivery never holds up the request or job that caused it.
 */
import {
  JOURNAL_FIELDS,
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_ERRORS,
  WEBHOOK_TEST_EVENT,
  webhookUrlProblem,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type JournalChange,
  type WebhookEvent,
} from '@portal/domain';
import { randomUUID } from 'node:crypto';
import type { Enqueue } from './enqueue.ts';
import type { Db } from '../db/database.ts';
import { refuseIfBlocked } from './partner-lock.service.ts';
import { AppError } from '../errors/app-error.ts';
import {
  countEndpoints,
  deleteEndpoint,
  endpointIdsFor,
  findDeliveryToSend,
  findEndpoint,
  insertDelivery,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  recordAttempt,
  updateEndpoint,
} from '../repositories/webhook.repository.ts';
import { resolveWebhookTarget, type HostResolver } from '../ports/webhook-sender/webhook-sender.ts';
import { attemptWebhook, deliveryStatusAfter, newWebhookSecret } from './webhook-rules.ts';
import { recordJournal, type JournalActor } from './journal.service.ts';

export type WebhookSettings = { allowLocalHttp: boolean; resolve: HostResolver };
export type WebhookDeliverySettings = WebhookSettings & { timeoutMs: number };

/**
 * The address rule, then the name's DNS answers now: a name that resolves into the portal's own network is refused.
 * A name that does not resolve yet is accepted (its owner may be setting it up): each delivery resolves it again and
 * sends nothing to an address that does not pass.
 */
async function checkedInput(input: WebhookEndpointInput, settings: WebhookSettings): Promise<WebhookEndpointInput> {
  const problem = webhookUrlProblem(input.url, settings.allowLocalHttp);
  if (problem) throw AppError.validation('url', problem);
  const target = await resolveWebhookTarget(new URL(input.url), settings.allowLocalHttp, settings.resolve);
  if (target.refused.length > 0) throw AppError.validation('url', WEBHOOK_ERRORS.urlInternal);
  return { url: input.url, events: [...new Set(input.events)] };
}

/** An endpoint's address and events, before → after, for «Журнал действий» (an endpoint added or removed: «—» on one side). */
function endpointChanges(before: WebhookEndpoint | null, after: WebhookEndpoint | null): JournalChange[] {
  const events = (endpoint: WebhookEndpoint | null) => endpoint && endpoint.events.map((e) => WEBHOOK_EVENT_LABELS[e]).join(', ');
  const changes: JournalChange[] = [];
  if (before?.url !== after?.url)
    changes.push({ field: JOURNAL_FIELDS.webhookUrl, before: before?.url ?? null, after: after?.url ?? null });
  if (events(before) !== events(after)) changes.push({ field: JOURNAL_FIELDS.webhookEvents, before: events(before), after: events(after) });
  return changes;
}

function recordEndpointJournal(trx: Db, actor: JournalActor | null, before: WebhookEndpoint | null, after: WebhookEndpoint | null) {
  const endpoint = after ?? before;
  if (!endpoint) return Promise.resolve();
  return recordJournal(trx, actor, {
    action: 'webhook.changed',
    subjectType: 'webhook',
    subjectId: endpoint.id,
    subjectLabel: endpoint.url,
    changes: endpointChanges(before, after),
  });
}

export function listWebhookEndpoints(db: Db, scope: { partnerId: string }): Promise<WebhookEndpoint[]> {
  return listEndpoints(db, scope.partnerId);
}

export async function createWebhookEndpoint(
  db: Db,
  scope: { partnerId: string; accountId: string },
  input: WebhookEndpointInput,
  settings: WebhookSettings,
  actor: JournalActor | null = null,
): Promise<WebhookEndpoint> {
  await refuseIfBlocked(db, scope.partnerId);
  const { url, events } = await checkedInput(input, settings);
  if ((await countEndpoints(db, scope.partnerId)) >= WEBHOOK_ENDPOINTS_MAX) throw AppError.validation('url', WEBHOOK_ERRORS.tooMany);
  return db.transaction().execute(async (trx) => {
    const endpoint = await insertEndpoint(trx, {
      partnerId: scope.partnerId,
      url,
      events,
      secret: newWebhookSecret(),
      createdBy: scope.accountId,
    });
    await recordEndpointJournal(trx, actor, null, endpoint);
    return endpoint;
  });
}

export async function changeWebhookEndpoint(
  db: Db,
  scope: { partnerId: string },
  id: string,
  input: WebhookEndpointInput,
  settings: WebhookSettings,
  actor: JournalActor | null = null,
): Promise<WebhookEndpoint> {
  await refuseIfBlocked(db, scope.partnerId);
  const change = await checkedInput(input, settings);
  return db.transaction().execute(async (trx) => {
    const before = await findEndpoint(trx, scope.partnerId, id);
    const endpoint = before && (await updateEndpoint(trx, scope.partnerId, id, change));
    if (!endpoint) throw AppError.notFound();
    // Saved as it was: nothing changed, nothing to record.
    if (endpointChanges(before, endpoint).length > 0) await recordEndpointJournal(trx, actor, before, endpoint);
    return endpoint;
  });
}

export async function removeWebhookEndpoint(
  db: Db,
  scope: { partnerId: string },
  id: string,
  actor: JournalActor | null = null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await findEndpoint(trx, scope.partnerId, id);
    if (!before || !(await deleteEndpoint(trx, scope.partnerId, id))) throw AppError.notFound();
    await recordEndpointJournal(trx, actor, before, null);
  });
}

export async function webhookDeliveries(
  db: Db,
  scope: { partnerId: string },
  endpointId: string,
  page: number,
): Promise<WebhookDeliveryPage> {
  if (!(await findEndpoint(db, scope.partnerId, endpointId))) throw AppError.notFound();
  return listDeliveries(db, scope.partnerId, endpointId, { page, pageSize: WEBHOOK_DELIVERIES_PAGE_SIZE });
}

/** The body every receiver gets: Standard Webhooks' {type, timestamp, data}, with the event's own id. */
function eventBody(type: string, data: Record<string, unknown>, now: Date): string {
  return JSON.stringify({ id: randomUUID(), type, timestamp: now.toISOString(), data });
}

async function queueDeliveries(
  trx: Db,
  enqueue: Enqueue,
  partnerId: string,
  endpointIds: string[],
  type: string,
  data: Record<string, unknown>,
): Promise<string[]> {
  const body = eventBody(type, data, new Date());
  const ids: string[] = [];
  for (const endpointId of endpointIds) {
    const deliveryId = await insertDelivery(trx, { endpointId, partnerId, eventType: type, body });
    await enqueue.webhook(trx, deliveryId);
    ids.push(deliveryId);
  }
  return ids;
}

/**
 * Emits an event to the partner's endpoints that chose it: one delivery row and one job each, in the given
 * transaction (both exist after its commit, or neither). Costs one indexed read when nobody listens.
 */
export async function emitWebhookEvent(
  trx: Db,
  enqueue: Enqueue,
  partnerId: string,
  event: WebhookEvent,
  data: Record<string, unknown>,
): Promise<void> {
  const endpointIds = await endpointIdsFor(trx, partnerId, event);
  if (endpointIds.length > 0) await queueDeliveries(trx, enqueue, partnerId, endpointIds, event, data);
}

/**
 * The page's test event: sent to this endpoint alone, like any other delivery (signed, retried, listed). Refused to a
 * blocked partner, like registering or changing an address: it is setting up an integration.
 */
export async function sendTestWebhook(
  db: Db,
  enqueue: Enqueue,
  scope: { partnerId: string },
  endpointId: string,
): Promise<{ deliveryId: string }> {
  await refuseIfBlocked(db, scope.partnerId);
  return db.transaction().execute(async (trx) => {
    const endpoint = await findEndpoint(trx, scope.partnerId, endpointId);
    if (!endpoint) throw AppError.notFound();
    const [deliveryId] = await queueDeliveries(trx, enqueue, scope.partnerId, [endpoint.id], WEBHOOK_TEST_EVENT, {
      message: 'Тестовое событие портала партнеров',
      endpointId: endpoint.id,
    });
    if (!deliveryId) throw new Error('The test delivery was not queued');
    return { deliveryId };
  });
}

/** Thrown to make pg-boss retry a delivery later (with its backoff). */
export class WebhookRetryError extends Error {
  constructor(deliveryId: string, reason: string) {
    super(`Webhook delivery ${deliveryId} will be retried: ${reason}`);
    this.name = 'WebhookRetryError';
  }
}

/**
 * The job: one attempt of a pending delivery; its outcome is recorded, and an attempt that failed with attempts left
 * throws so that pg-boss runs the job again after its backoff. A delivered, failed or deleted delivery is left alone.
 */
export async function deliverWebhook(db: Db, job: { deliveryId: string }, options: WebhookDeliverySettings): Promise<void> {
  const delivery = await findDeliveryToSend(db, job.deliveryId);
  if (!delivery || delivery.status !== 'pending') return;
  const attempt = delivery.attempts + 1;
  const result = await attemptWebhook(delivery.url, delivery.secret, delivery.id, delivery.body, options);
  const status = deliveryStatusAfter(attempt, result);
  await recordAttempt(db, delivery.id, {
    attempts: attempt,
    status,
    responseStatus: result.status,
    responseBody: result.body,
    error: result.error,
  });
  if (status === 'pending') throw new WebhookRetryError(delivery.id, result.error ?? `HTTP ${String(result.status)}`);
}
