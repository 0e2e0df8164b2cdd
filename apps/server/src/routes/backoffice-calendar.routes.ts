/** The operator's production calendar (issue 24): a year read with its working days, and a year's decree entered. */
import { calendarYearInputSchema, calendarYearParamsSchema, calendarYearViewSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../plugins/app/auth.ts';
import { calendarYearView, saveCalendarYear } from '../services/production-calendar.service.ts';
import type { RoleAccess } from '../types.ts';

const vendor: RoleAccess = { roles: ['ROLE_VENDOR'] };
const tags = ['backoffice'];

export async function backofficeCalendarRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/backoffice/calendar/:year',
    { config: { access: vendor }, schema: { tags, params: calendarYearParamsSchema, response: { 200: calendarYearViewSchema } } },
    async (request) => calendarYearView(app.db, request.params.year),
  );

  api.put(
    '/backoffice/calendar/:year',
    {
      config: { access: vendor },
      schema: {
        tags,
        description: "Enters a year's decree: its weekdays off and weekend days worked (empty lists: the Labour Code's rules).",
        params: calendarYearParamsSchema,
        body: calendarYearInputSchema,
        response: { 200: calendarYearViewSchema },
      },
    },
    async (request) => saveCalendarYear(app.db, requireCaller(request).accountId, request.params.year, request.body),
  );
}
