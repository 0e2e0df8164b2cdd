/**
 * The lead calls (document 3 §7, document 1 `GET /leads` by partnerCode with its non-dispatched variant) and the
 * operator's dispatch in the back office (decision 023).
 */
import {
  anyLeadListSchema,
  backofficeLeadListSchema,
  backofficeLeadQuerySchema,
  leadApplicationResultSchema,
  leadCreateSchema,
  backofficeLeadSchema,
  leadDispatchResultSchema,
  leadDispatchSchema,
  leadListQuerySchema,
  leadProcessedResultSchema,
  leadSchema,
  LEAD_TEXTS,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerScope, requireCaller } from '../plugins/app/auth.ts';
import {
  applyForLead,
  createCommonLead,
  dispatchLeadToPartner,
  getOwnLead,
  listLeads,
  listLeadsForOperator,
  processLead,
} from '../services/lead.service.ts';
import type { RoleAccess } from '../types.ts';

const activePartner: RoleAccess = { roles: ['ROLE_PARTNER'], activePartner: true };
const vendor: RoleAccess = { roles: ['ROLE_VENDOR'] };
const tags = ['leads'];
const idParams = z.object({ id: z.uuid({ error: LEAD_TEXTS.notFound }) });

export async function leadRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/leads',
    {
      config: { access: activePartner },
      schema: {
        tags,
        description:
          "The partner's own leads (dispatched to it or from its site form), with a search by name, INN and e-mail; with " +
          'nonDispatched=true the common pool of the programme «Расти с 1С:ГРМ», without contact details. partnerCode, ' +
          "when given, must be the caller's own (any other answers 404).",
        querystring: leadListQuerySchema,
        response: { 200: anyLeadListSchema },
      },
    },
    async (request) => listLeads(app.db, partnerScope(request), request.query),
  );

  api.get(
    '/leads/:id',
    {
      config: { access: activePartner },
      schema: { tags, description: "One of the partner's own leads, with its contacts.", params: idParams, response: { 200: leadSchema } },
    },
    async (request) => getOwnLead(app.db, partnerScope(request), request.params.id),
  );

  api.post(
    '/leads/:id/application',
    {
      config: { access: { ...activePartner, right: 'leads' } },
      schema: {
        tags,
        description: 'Takes a common lead to work: an application for it (once per partner) until the operator dispatches it.',
        params: idParams,
        response: { 201: leadApplicationResultSchema },
      },
    },
    async (request, reply) => {
      const lead = await applyForLead(app.db, partnerScope(request), request.params.id);
      return reply.status(201).send({ message: LEAD_TEXTS.applicationSent, lead });
    },
  );

  api.post(
    '/leads/:id/processed',
    {
      config: { access: { ...activePartner, right: 'leads' } },
      schema: {
        tags,
        description: 'Marks a DISPATCHED lead of the partner processed (any other status answers 409).',
        params: idParams,
        response: { 200: leadProcessedResultSchema },
      },
    },
    async (request) => ({ message: LEAD_TEXTS.markedProcessed, lead: await processLead(app.db, partnerScope(request), request.params.id) }),
  );

  api.get(
    '/backoffice/leads',
    {
      config: { access: vendor },
      schema: {
        tags: ['backoffice'],
        description: 'Applied-for leads waiting for dispatch with the partners who asked, or the dispatched ones with who and when.',
        querystring: backofficeLeadQuerySchema,
        response: { 200: backofficeLeadListSchema },
      },
    },
    async (request) => listLeadsForOperator(app.db, request.query),
  );

  api.post(
    '/backoffice/leads',
    {
      config: { access: vendor },
      schema: {
        tags: ['backoffice'],
        description: 'Puts a lead the vendor received into the common pool of the programme «Расти с 1С:ГРМ».',
        body: leadCreateSchema,
        response: { 201: backofficeLeadSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createCommonLead(app.db, requireCaller(request), request.body)),
  );

  api.post(
    '/backoffice/leads/:id/dispatch',
    {
      config: { access: vendor },
      schema: {
        tags: ['backoffice'],
        description: 'Dispatches an applied-for lead to one of the partners who asked; the partner gets a letter.',
        params: idParams,
        body: leadDispatchSchema,
        response: { 200: leadDispatchResultSchema },
      },
    },
    async (request) => ({
      message: LEAD_TEXTS.dispatched,
      lead: await dispatchLeadToPartner(
        app.db,
        app.enqueue,
        requireCaller(request),
        request.params.id,
        request.body.partnerId,
        app.config.publicUrl,
      ),
    }),
  );
}
