/** The catalogue calls: services of a desk (one request per desk), a kit's details with its options, trial time. */
import {
  authorityHolder,
  CLOUD_DESK_ID,
  CLOUD_TEXTS,
  deskServicesSchema,
  hasAuthority,
  OFFER_DESKS,
  serviceKitExtendedSchema,
  trialTimeQuerySchema,
  trialTimeSchema,
  type OfferDeskId,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { partnerScope, requireCaller } from '../plugins/app/auth.ts';
import { deskServices, kitExtended } from '../services/catalogue.service.ts';
import { trialTime } from '../services/trial.service.ts';
import type { RoleAccess } from '../types.ts';

const activePartner: RoleAccess = { roles: ['ROLE_PARTNER'], activePartner: true };
const tags = ['catalogue'];

/** The cloud desk is shown only to a partner with ROLE_IAS_USER (decision 017). */
function checkDesk(request: FastifyRequest, deskId: OfferDeskId): void {
  if (deskId === CLOUD_DESK_ID && !hasAuthority(authorityHolder(requireCaller(request).authorities), 'ROLE_IAS_USER')) {
    throw AppError.forbidden(CLOUD_TEXTS.noAccess);
  }
}

export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/desks/:offerDeskId/services',
    {
      config: { access: { ...activePartner, right: 'orders' } },
      schema: { tags, params: z.object({ offerDeskId: z.enum(OFFER_DESKS) }), response: { 200: deskServicesSchema } },
    },
    async (request) => {
      checkDesk(request, request.params.offerDeskId);
      return deskServices(app.db, partnerScope(request), request.params.offerDeskId);
    },
  );

  api.get(
    '/desks/:offerDeskId/services/:serviceId/kits/:kitId/extended',
    {
      config: { access: { ...activePartner, right: 'orders' } },
      schema: {
        tags,
        params: z.object({ offerDeskId: z.enum(OFFER_DESKS), serviceId: z.uuid(), kitId: z.uuid() }),
        response: { 200: serviceKitExtendedSchema },
      },
    },
    async (request) => {
      checkDesk(request, request.params.offerDeskId);
      return kitExtended(app.db, partnerScope(request), request.params.offerDeskId, request.params.serviceId, request.params.kitId);
    },
  );

  api.get(
    '/trial-time',
    { config: { access: activePartner }, schema: { tags, querystring: trialTimeQuerySchema, response: { 200: trialTimeSchema } } },
    async (request) => trialTime(app.db, partnerScope(request), request.query),
  );
}
