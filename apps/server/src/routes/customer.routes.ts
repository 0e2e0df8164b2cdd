/** The customer calls of the spec, all scoped to the calling partner (another partner's id answers 404). */
import {
  CUSTOMER_SORT_FIELDS,
  customerListQuerySchema,
  customerListSchema,
  customerPatchSchema,
  customerQualifySchema,
  customerRegistrationSchema,
  customerSchema,
  loginCheckSchema,
  organisationSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerScope } from '../plugins/app/auth.ts';
import { findOrCreateOwnClient, listCustomers } from '../repositories/customer.repository.ts';
import { customersCsv, customersXlsx } from '../services/customer-export.ts';
import {
  checkInn,
  checkLogin,
  confirmCustomer,
  getCustomer,
  patchCustomer,
  qualify,
  registerCustomer,
} from '../services/customer.service.ts';
import { requestActor } from '../services/journal.service.ts';
import type { RoleAccess } from '../types.ts';

const activePartner: RoleAccess = { roles: ['ROLE_PARTNER'], activePartner: true };
const tags = ['customers'];
const idParams = z.object({ id: z.uuid() });

export async function customerRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ports = { taxRegistry: app.ports.taxRegistry, accountDirectory: app.ports.accountDirectory };

  api.get(
    '/customer-manager',
    {
      config: { access: activePartner },
      schema: {
        tags,
        description: 'The client list; with `validate` it checks a login, with `inn` it looks a taxpayer number up.',
        querystring: customerListQuerySchema.extend({
          validate: z.string().trim().min(1).max(100).optional(),
          inn: z.string().trim().optional(),
        }),
        response: { 200: z.union([customerListSchema, loginCheckSchema, organisationSchema]) },
      },
    },
    async (request) => {
      const scope = partnerScope(request);
      const { validate, inn, ...list } = request.query;
      if (validate !== undefined) return checkLogin(app.db, ports.accountDirectory, scope, validate);
      if (inn !== undefined) return checkInn(ports.taxRegistry, inn);
      return listCustomers(app.db, scope, list);
    },
  );

  api.get(
    '/customer-manager/export',
    {
      config: { access: activePartner },
      schema: {
        tags,
        querystring: z.object({
          format: z.enum(['xlsx', 'csv']),
          search: z.string().trim().max(200).default(''),
          sort: z.enum(CUSTOMER_SORT_FIELDS).default('createdAt'),
          order: z.enum(['asc', 'desc']).default('desc'),
        }),
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const scope = partnerScope(request);
      // The query runs before any header is set: an error still answers as JSON, not as a broken file.
      const file = format === 'csv' ? await customersCsv(app.db, scope, query) : await customersXlsx(app.db, scope, query);
      const stamp = new Date().toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="clients-${stamp}.${format}"`);
      reply.type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      return reply.send(file);
    },
  );

  api.get(
    '/customer-manager/testCustomer',
    {
      config: { access: activePartner },
      schema: {
        tags,
        summary: "The partner's own client, for whom orders on the desk 'Партнерам' are made",
        response: { 200: customerSchema },
      },
    },
    async (request) => findOrCreateOwnClient(app.db, partnerScope(request)),
  );

  api.get(
    '/customer-manager/:id',
    { config: { access: activePartner }, schema: { tags, params: idParams, response: { 200: customerSchema } } },
    async (request) => getCustomer(app.db, partnerScope(request), request.params.id),
  );

  api.post(
    '/customers',
    {
      config: { access: { ...activePartner, right: 'clients' } },
      // Validated in the service, which answers the spec's codes (ERR_001, ERR_005, ERR_012) rather than field errors only.
      attachValidation: true,
      schema: { tags, body: customerRegistrationSchema, response: { 201: customerSchema } },
    },
    async (request, reply) => {
      const customer = await registerCustomer(
        app.db,
        app.enqueue,
        ports,
        partnerScope(request),
        request.body,
        app.config.publicUrl,
        requestActor(request),
      );
      return reply.status(201).send(customer);
    },
  );

  api.put(
    '/customer-manager/:id',
    {
      config: { access: { ...activePartner, right: 'clients' } },
      schema: { tags, params: idParams, body: customerQualifySchema, response: { 200: customerSchema } },
    },
    async (request) =>
      qualify(app.db, ports.taxRegistry, partnerScope(request), request.params.id, request.body.inn, requestActor(request)),
  );

  api.patch(
    '/customer-manager/:id',
    {
      config: { access: { ...activePartner, right: 'clients' } },
      schema: { tags, params: idParams, body: customerPatchSchema, response: { 200: customerSchema } },
    },
    async (request) => patchCustomer(app.db, partnerScope(request), request.params.id, request.body, requestActor(request)),
  );

  api.post(
    '/customers/confirm',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags, body: z.object({ token: z.string().min(10).max(200) }), response: { 200: z.object({ name: z.string() }) } },
    },
    async (request) => confirmCustomer(app.db, request.body.token),
  );
}
