/** The office navbar's data: customer counters, lead counters, the month's billing sum and projection. */
import { billingSumExtendedSchema, leadCountsSchema, payAndTrialCustomersSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { partnerScope } from '../plugins/app/auth.ts';
import { countLeads, countPayAndTrialCustomers } from '../repositories/office.repository.ts';
import { navbarSum } from '../services/billing.service.ts';
import type { RoleAccess } from '../types.ts';

const activePartner: RoleAccess = { roles: ['ROLE_PARTNER'], activePartner: true };

export async function officeRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/subscriptions/payandtrialcustomers',
    { config: { access: activePartner }, schema: { tags: ['office'], response: { 200: payAndTrialCustomersSchema } } },
    async (request) => countPayAndTrialCustomers(app.db, partnerScope(request)),
  );

  api.get(
    '/leads/count',
    { config: { access: activePartner }, schema: { tags: ['office'], response: { 200: leadCountsSchema } } },
    async (request) => countLeads(app.db, partnerScope(request)),
  );

  api.get(
    '/billing/sum',
    {
      config: { access: { ...activePartner, right: 'billing' } },
      schema: {
        tags: ['office'],
        description: "The current month accrued to now and its projection to the month's end, in kopecks.",
        response: { 200: billingSumExtendedSchema },
      },
    },
    async (request) => navbarSum(app.db, partnerScope(request)),
  );
}
