/** Webhook endpoints, their deliveries and the test event (decision 019); the partner's own, by session or token. */
import { webhookDeliveryPageSchema, webhookEndpointInputSchema, webhookEndpointSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerScope, requireCaller } from '../plugins/app/auth.ts';
import {
  changeWebhookEndpoint,
  createWebhookEndpoint,
  listWebhookEndpoints,
  removeWebhookEndpoint,
  sendTestWebhook,
  webhookDeliveries,
} from '../services/webhook.service.ts';
import { requestActor } from '../services/journal.service.ts';
import type { RoleAccess } from '../types.ts';

const activePartner: RoleAccess = { roles: ['ROLE_PARTNER'], activePartner: true };
const idParams = z.object({ id: z.uuid() });

export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['webhooks'];
  const settings = { allowLocalHttp: app.config.webhooks.allowLocalHttp, resolve: app.config.webhooks.resolve };

  api.get(
    '/webhooks',
    {
      config: { access: { ...activePartner, right: 'webhooks' } },
      schema: { tags, summary: 'Адреса вебхуков партнера', response: { 200: z.array(webhookEndpointSchema) } },
    },
    async (request) => listWebhookEndpoints(app.db, partnerScope(request)),
  );

  api.post(
    '/webhooks',
    {
      config: { access: { ...activePartner, right: 'webhooks' } },
      schema: { tags, summary: 'Добавить адрес вебхуков', body: webhookEndpointInputSchema, response: { 201: webhookEndpointSchema } },
    },
    async (request, reply) => {
      const scope = { ...partnerScope(request), accountId: requireCaller(request).accountId };
      return reply.status(201).send(await createWebhookEndpoint(app.db, scope, request.body, settings, requestActor(request)));
    },
  );

  api.put(
    '/webhooks/:id',
    {
      config: { access: { ...activePartner, right: 'webhooks' } },
      schema: {
        tags,
        summary: 'Изменить адрес и события',
        params: idParams,
        body: webhookEndpointInputSchema,
        response: { 200: webhookEndpointSchema },
      },
    },
    async (request) =>
      changeWebhookEndpoint(app.db, partnerScope(request), request.params.id, request.body, settings, requestActor(request)),
  );

  api.delete(
    '/webhooks/:id',
    {
      config: { access: { ...activePartner, right: 'webhooks' } },
      schema: { tags, summary: 'Удалить адрес', params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeWebhookEndpoint(app.db, partnerScope(request), request.params.id, requestActor(request));
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/webhooks/:id/test',
    {
      config: { access: { ...activePartner, right: 'webhooks' } },
      schema: { tags, summary: 'Отправить тестовое событие', params: idParams, response: { 202: z.object({ deliveryId: z.string() }) } },
    },
    async (request, reply) => reply.status(202).send(await sendTestWebhook(app.db, app.enqueue, partnerScope(request), request.params.id)),
  );

  api.get(
    '/webhooks/:id/deliveries',
    {
      config: { access: { ...activePartner, right: 'webhooks' } },
      schema: {
        tags,
        summary: 'Доставки на адрес, новые первыми',
        params: idParams,
        querystring: z.object({ page: z.coerce.number().int().min(0).max(10_000).default(0) }),
        response: { 200: webhookDeliveryPageSchema },
      },
    },
    async (request) => webhookDeliveries(app.db, partnerScope(request), request.params.id, request.query.page),
  );
}
