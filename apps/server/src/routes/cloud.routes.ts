/**
 * The cloud infrastructure's calls for a partner with ROLE_IAS_USER (document 2 §7; decision 017): the calculator's
 * price list and licences, a non-standard VM request, the active licences. Licences are ordered, changed, commented
 * and deleted through the calls every subscription uses.
 */
import {
  cloudCalculatorQuerySchema,
  cloudCalculatorSchema,
  hasAuthority,
  authorityHolder,
  licenceListQuerySchema,
  licenceListSchema,
  vmRequestAnswerSchema,
  vmRequestSchema,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error.ts';
import { partnerScope, requireCaller } from '../plugins/app/auth.ts';
import { cloudCalculator, licenceList } from '../services/cloud.service.ts';
import { requestVm } from '../services/cloud-vm-request.service.ts';
import type { RoleAccess } from '../types.ts';

/** A partner whose participation is on and who holds the infrastructure authority. */
export const cloudPartner: RoleAccess = { roles: ['ROLE_IAS_USER'], activePartner: true };
const tags = ['cloud'];

/** The caller's partner, for a caller that acts as a partner (the authority alone does not make one). */
function cloudScope(request: FastifyRequest) {
  const caller = requireCaller(request);
  if (!hasAuthority(authorityHolder(caller.authorities), 'ROLE_PARTNER')) throw AppError.forbidden();
  return partnerScope(request);
}

export async function cloudRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/cloud/calculator',
    {
      config: { access: cloudPartner },
      schema: {
        tags,
        summary: "The calculator's price list in force on a day (today by default), the licences and the partner's own client",
        querystring: cloudCalculatorQuerySchema,
        response: { 200: cloudCalculatorSchema },
      },
    },
    async (request) => cloudCalculator(app.db, cloudScope(request), { consoleUrl: app.config.cloudConsoleVmUrl, date: request.query.date }),
  );

  api.post(
    '/cloud/vm-requests',
    {
      config: { access: { ...cloudPartner, right: 'orders' } },
      schema: {
        tags,
        summary: 'A non-standard virtual machine asked of the operators; the server prices it at the list in force',
        body: vmRequestSchema,
        response: { 201: vmRequestAnswerSchema },
      },
    },
    async (request, reply) => {
      const answer = await requestVm(app.db, cloudScope(request), requireCaller(request).accountId, request.body);
      return reply.status(201).send(answer);
    },
  );

  api.get(
    '/cloud/licences',
    {
      config: { access: cloudPartner },
      schema: {
        tags,
        summary: "The partner's active licences, newest first, each with the current month's sum as billing prices it",
        querystring: licenceListQuerySchema,
        response: { 200: licenceListSchema },
      },
    },
    async (request) => licenceList(app.db, cloudScope(request), request.query),
  );
}
