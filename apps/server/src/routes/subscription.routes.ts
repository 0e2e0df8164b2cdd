/**
 * GET /api/subscriptions (the partner's subscriptions, optionally of one client); GET, DELETE and PATCH
 * /api/subscriptions/{id} (the detail page, deletion); its options, prepay availability and comment.
 */
import {
  deletionRequestSchema,
  deletionStateSchema,
  PAGE_SIZE_DEFAULT,
  prepayAvailabilitySchema,
  SUBSCRIPTION_FILTERS,
  subscriptionCommentRequestSchema,
  subscriptionCommentSchema,
  subscriptionDetailSchema,
  subscriptionListSchema,
  subscriptionOptionSchema,
  subscriptionPatchSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerScope, requireCaller } from '../plugins/app/auth.ts';
import { listSubscriptions } from '../repositories/subscription.repository.ts';
import { getComment, setComment } from '../services/subscription-comment.service.ts';
import { cancelDeletion, requestDeletion } from '../services/subscription-deletion.service.ts';
import { requestActor } from '../services/journal.service.ts';
import { getPrepayAvailability, getSubscriptionDetail, getSubscriptionOptions } from '../services/subscription-detail.service.ts';
import type { RoleAccess } from '../types.ts';

const activePartner: RoleAccess = { roles: ['ROLE_PARTNER'], activePartner: true };
const tags = ['subscriptions'];
const byId = z.object({ id: z.uuid() });

export async function subscriptionRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/subscriptions',
    {
      config: { access: activePartner },
      schema: {
        tags,
        querystring: z.object({
          customerId: z.uuid().optional(),
          filter: z.enum(SUBSCRIPTION_FILTERS).default('all'),
          search: z.string().trim().max(200).default(''),
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(1000).default(PAGE_SIZE_DEFAULT),
        }),
        response: { 200: subscriptionListSchema },
      },
    },
    async (request) => listSubscriptions(app.db, partnerScope(request), request.query),
  );

  api.delete(
    '/subscriptions/:id',
    {
      config: { access: { ...activePartner, right: 'orders' } },
      schema: {
        tags,
        summary: 'Plan the deletion of a DEPLOYED subscription (delayDays 1–7) or delete it at once (delayDays 0)',
        params: byId,
        body: deletionRequestSchema,
        response: { 200: deletionStateSchema },
      },
    },
    async (request) => requestDeletion(app.db, app.enqueue, partnerScope(request), request.params.id, request.body, requestActor(request)),
  );

  api.patch(
    '/subscriptions/:id',
    {
      config: { access: { ...activePartner, right: 'orders' } },
      schema: {
        tags,
        summary: 'Cancel the planned deletion of a subscription',
        params: byId,
        body: subscriptionPatchSchema,
        response: { 200: deletionStateSchema },
      },
    },
    async (request) => cancelDeletion(app.db, partnerScope(request), request.params.id, requestActor(request)),
  );

  api.get(
    '/subscriptions/:id',
    {
      config: { access: activePartner },
      schema: {
        tags,
        summary: 'The subscription detail page: the subscription, its client and every option of its kit with counters and prices',
        params: byId,
        response: { 200: subscriptionDetailSchema },
      },
    },
    async (request) => getSubscriptionDetail(app.db, partnerScope(request), request.params.id),
  );

  api.get(
    '/subscriptions/:id/options',
    {
      config: { access: activePartner },
      schema: {
        tags,
        summary: "The subscription's options: every option of its kit with the active and pending counts and the month price",
        params: byId,
        response: { 200: z.array(subscriptionOptionSchema) },
      },
    },
    async (request) => getSubscriptionOptions(app.db, partnerScope(request), request.params.id),
  );

  api.get(
    '/subscriptions/:id/prepay-availability',
    {
      config: { access: activePartner },
      schema: {
        tags,
        summary: "Whether the subscription's options may be lowered now: not while a prepaid range runs",
        params: byId,
        response: { 200: prepayAvailabilitySchema },
      },
    },
    async (request) => getPrepayAvailability(app.db, partnerScope(request), request.params.id),
  );

  api.get(
    '/subscriptions/:id/comment',
    {
      config: { access: activePartner },
      schema: {
        tags,
        summary: "The subscription's comment (null when it has none)",
        params: byId,
        response: { 200: subscriptionCommentSchema },
      },
    },
    async (request) => getComment(app.db, partnerScope(request), request.params.id),
  );

  api.post(
    '/subscriptions/:id/comment',
    {
      config: { access: { ...activePartner, right: 'orders' } },
      schema: {
        tags,
        summary: "Sets the subscription's comment; an empty or whitespace-only text deletes it",
        params: byId,
        body: subscriptionCommentRequestSchema,
        response: { 200: subscriptionCommentSchema },
      },
    },
    async (request) =>
      setComment(
        app.db,
        { ...partnerScope(request), accountId: requireCaller(request).accountId },
        request.params.id,
        request.body.comment,
      ),
  );
}
