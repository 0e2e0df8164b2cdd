/**
 * POST /api/{type}/order (with Idempotency-Key) and POST /api/order/retry/{subscriptionId} (the spec's GET: decision
 * 011); PUT /api/{type}/order (a subscription's option change), its retry, and the orders as records (decision 012).
 */
import {
  orderListSchema,
  orderRecordSchema,
  orderRequestSchema,
  orderResponseSchema,
  PAGE_SIZE_DEFAULT,
  subscriptionChangeResponseSchema,
  subscriptionChangeSchema,
  CHANGE_MESSAGES,
  authorityHolder,
  hasAuthority,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerScope, requireCaller } from '../plugins/app/auth.ts';
import { AppError } from '../errors/app-error.ts';
import { findOrderRecord, listOrders } from '../repositories/order.repository.ts';
import { createOrder, retryDeployment } from '../services/order.service.ts';
import { requestChange, retryChange } from '../services/subscription-change.service.ts';
import { requestActor } from '../services/journal.service.ts';
import type { RoleAccess } from '../types.ts';

const activePartner: RoleAccess = { roles: ['ROLE_PARTNER'], activePartner: true };
/** Whether the caller may order and change on the cloud desk (ROLE_IAS_USER, decision 017). */
const cloudAccess = (request: FastifyRequest) => hasAuthority(authorityHolder(requireCaller(request).authorities), 'ROLE_IAS_USER');
const tags = ['orders'];
const type = z.string().regex(/^[\w-]{1,40}$/);
const idempotencyKey = z.string().trim().min(8).max(100).optional();

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/:type/order',
    {
      config: { access: { ...activePartner, right: 'orders' } },
      schema: {
        tags,
        params: z.object({ type }),
        headers: z.object({ 'idempotency-key': idempotencyKey }),
        body: orderRequestSchema,
        response: { 201: orderResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await createOrder(app.db, app.enqueue, partnerScope(request), request.params.type, request.body, {
        applicationLimitPartnerCodes: app.config.applicationLimitPartnerCodes,
        idempotencyKey: request.headers['idempotency-key'] ?? null,
        cloudAccess: cloudAccess(request),
        actor: requestActor(request),
      });
      return reply.status(201).send(result);
    },
  );

  // A state change: POST, so that it needs the CSRF token (the spec's GET could be triggered by a link on another site).
  api.post(
    '/order/retry/:subscriptionId',
    {
      config: { access: { ...activePartner, right: 'orders' } },
      schema: { tags, params: z.object({ subscriptionId: z.uuid() }), response: { 204: z.null() } },
    },
    async (request, reply) => {
      await retryDeployment(app.db, app.enqueue, partnerScope(request), request.params.subscriptionId, requestActor(request));
      return reply.status(204).send(null);
    },
  );

  api.put(
    '/:type/order',
    {
      config: { access: { ...activePartner, right: 'orders' } },
      schema: {
        tags,
        summary: "Changes a subscription's options: one addOptions entry per unit added, one removeOptions entry per unit removed",
        description:
          'Answers at once with a PENDING change order; a durable job applies it through the platform (APPLIED or FAILED). ' +
          'Refused (409) while another change is in progress or the subscription is not DEPLOYED.',
        params: z.object({ type }),
        headers: z.object({ 'idempotency-key': idempotencyKey }),
        body: subscriptionChangeSchema,
        response: { 202: subscriptionChangeResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await requestChange(app.db, app.enqueue, partnerScope(request), request.params.type, request.body, {
        idempotencyKey: request.headers['idempotency-key'] ?? null,
        cloudAccess: cloudAccess(request),
        actor: requestActor(request),
      });
      return reply.status(202).send(result);
    },
  );

  api.post(
    '/orders/:id/retry',
    {
      config: { access: { ...activePartner, right: 'orders' } },
      schema: {
        tags,
        summary: 'Applies a failed change order again, once (only the latest change of a DEPLOYED subscription)',
        params: z.object({ id: z.uuid() }),
        response: { 202: subscriptionChangeResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await retryChange(app.db, app.enqueue, partnerScope(request), request.params.id, requestActor(request))),
  );

  api.get(
    '/orders',
    {
      config: { access: activePartner },
      schema: {
        tags,
        summary: "The partner's orders (creations, changes, conversions), newest first, searched by product or client",
        querystring: z.object({
          subscriptionId: z.uuid().optional(),
          search: z.string().trim().max(200).default(''),
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(1000).default(PAGE_SIZE_DEFAULT),
        }),
        response: { 200: orderListSchema },
      },
    },
    async (request) => listOrders(app.db, partnerScope(request), request.query),
  );

  api.get(
    '/orders/:id',
    {
      config: { access: activePartner },
      schema: { tags, summary: 'One order with its lines', params: z.object({ id: z.uuid() }), response: { 200: orderRecordSchema } },
    },
    async (request) => {
      const order = await findOrderRecord(app.db, partnerScope(request), request.params.id);
      if (!order) throw AppError.notFound(CHANGE_MESSAGES.orderNotFound);
      return order;
    },
  );
}
