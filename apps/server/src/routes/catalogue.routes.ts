/** The catalogue calls: services of a desk (one request per desk), a kit's details with its options, trial time. */
import { deskServicesSchema, OFFER_DESKS, serviceKitExtendedSchema, trialTimeQuerySchema, trialTimeSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerScope } from '../plugins/app/auth.ts';
import { deskServices, kitExtended } from '../services/catalogue.service.ts';
import { trialTime } from '../services/trial.service.ts';
import type { Access } from '../types.ts';

const activePartner: Access = { roles: ['ROLE_PARTNER'], activePartner: true };
const tags = ['catalogue'];

export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/desks/:offerDeskId/services',
    {
      config: { access: activePartner },
      schema: { tags, params: z.object({ offerDeskId: z.enum(OFFER_DESKS) }), response: { 200: deskServicesSchema } },
    },
    async (request) => deskServices(app.db, partnerScope(request), request.params.offerDeskId),
  );

  api.get(
    '/desks/:offerDeskId/services/:serviceId/kits/:kitId/extended',
    {
      config: { access: activePartner },
      schema: {
        tags,
        params: z.object({ offerDeskId: z.enum(OFFER_DESKS), serviceId: z.uuid(), kitId: z.uuid() }),
        response: { 200: serviceKitExtendedSchema },
      },
    },
    async (request) =>
      kitExtended(app.db, partnerScope(request), request.params.offerDeskId, request.params.serviceId, request.params.kitId),
  );

  api.get(
    '/trial-time',
    { config: { access: activePartner }, schema: { tags, querystring: trialTimeQuerySchema, response: { 200: trialTimeSchema } } },
    async (request) => trialTime(app.db, partnerScope(request), request.query),
  );
}
