/**
 * The calculators' own calls (document 3 §7): the home's price table and its client-prices workbook. The
 * calculators' steps read the catalogue routes (services by desk, a kit's details with its tariffs), one request a step.
 */
import { CLIENT_PRICES_FILE, clientPriceTableSchema, priceListQuerySchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { partnerScope } from '../plugins/app/auth.ts';
import { clientPriceTable, clientPricesXlsx } from '../services/calculator.service.ts';
import type { RoleAccess } from '../types.ts';
import { XLSX_TYPE } from './billing.routes.ts';

const activePartner: RoleAccess = { roles: ['ROLE_PARTNER'], activePartner: true };
const tags = ['calculators'];

export async function calculatorRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/calculators/client-prices',
    {
      config: { access: activePartner },
      schema: {
        tags,
        description: 'The recommended client prices (name, cost, paymentPeriod) at the tariffs in force on a day (today by default).',
        querystring: priceListQuerySchema,
        response: { 200: clientPriceTableSchema },
      },
    },
    async (request) => clientPriceTable(app.db, partnerScope(request), request.query.date),
  );

  api.get(
    '/calculators/client-prices/export',
    {
      config: { access: activePartner },
      schema: { tags, description: 'The price table as the Excel workbook client-prices.xlsx.', querystring: priceListQuerySchema },
    },
    async (request, reply) => {
      const file = await clientPricesXlsx(app.db, partnerScope(request), request.query.date);
      reply.header('content-disposition', `attachment; filename="${CLIENT_PRICES_FILE}"`);
      reply.type(XLSX_TYPE);
      return reply.send(file);
    },
  );
}
