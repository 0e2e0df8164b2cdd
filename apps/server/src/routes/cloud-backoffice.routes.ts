/** The vendor operator's cloud tabs (decision 017): the cloud price list and its versions, the non-standard VM queue. */
import {
  cloudPriceChangeSchema,
  cloudPriceListSchema,
  vmRequestDecisionSchema,
  vmRequestItemSchema,
  vmRequestQueueQuerySchema,
  vmRequestQueueSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../plugins/app/auth.ts';
import { changeCloudPrice, cloudPriceList } from '../services/cloud-prices.service.ts';
import { decideVmRequest, vmRequestQueue } from '../services/cloud-vm-request.service.ts';
import type { RoleAccess } from '../types.ts';

const vendor: RoleAccess = { roles: ['ROLE_VENDOR'] };
const tags = ['backoffice'];

export async function cloudBackofficeRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/backoffice/cloud/prices',
    {
      config: { access: vendor },
      schema: { tags, summary: 'The cloud price list with every version', response: { 200: cloudPriceListSchema } },
    },
    async () => cloudPriceList(app.db),
  );

  api.post(
    '/backoffice/cloud/prices/:serviceOptionId',
    {
      config: { access: vendor },
      schema: {
        tags,
        summary: "A new version of an item's price from a day after today (a version planned for that day is replaced)",
        params: z.object({ serviceOptionId: z.uuid() }),
        body: cloudPriceChangeSchema,
        response: { 200: cloudPriceListSchema },
      },
    },
    async (request) => changeCloudPrice(app.db, requireCaller(request).accountId, request.params.serviceOptionId, request.body),
  );

  api.get(
    '/backoffice/cloud/vm-requests',
    {
      config: { access: vendor },
      schema: {
        tags,
        summary: 'Non-standard VM requests by status',
        querystring: vmRequestQueueQuerySchema,
        response: { 200: vmRequestQueueSchema },
      },
    },
    async (request) => vmRequestQueue(app.db, request.query),
  );

  api.post(
    '/backoffice/cloud/vm-requests/:requestId/decision',
    {
      config: { access: vendor },
      schema: {
        tags,
        summary: 'Create the machine (a subscription of the VM kit, billed from its deployment) or refuse the request, once',
        params: z.object({ requestId: z.uuid() }),
        body: vmRequestDecisionSchema,
        response: { 200: vmRequestItemSchema },
      },
    },
    async (request) => decideVmRequest(app.db, app.enqueue, requireCaller(request).accountId, request.params.requestId, request.body),
  );
}
