/** The profile's city search, the participation certificate (its data and PDF) and the certificate's public check. */
import { certificateCheckSchema, certificateSchema, CITY_SUGGESTIONS_LIMIT, cityQuerySchema, citySchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerScope } from '../plugins/app/auth.ts';
import { certificatePdf, checkCertificate, getCertificate } from '../services/certificate.service.ts';
import { attachmentDisposition } from '../services/pdf-document.ts';
import type { RoleAccess } from '../types.ts';

const partner: RoleAccess = { roles: ['ROLE_PARTNER'] };

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/cities',
    {
      config: { access: partner },
      schema: { tags: ['profile'], querystring: cityQuerySchema, response: { 200: z.array(citySchema) } },
    },
    async (request) => app.ports.cityDirectory.search(request.query.q, CITY_SUGGESTIONS_LIMIT),
  );

  api.get(
    '/certificate-number',
    { config: { access: partner }, schema: { tags: ['profile'], response: { 200: certificateSchema } } },
    async (request) => getCertificate(app.db, partnerScope(request).partnerId),
  );

  api.get(
    '/certificate.pdf',
    { config: { access: partner }, schema: { tags: ['profile'], produces: ['application/pdf'] } },
    async (request, reply) => {
      const { pdf, number } = await certificatePdf(app.db, partnerScope(request).partnerId, app.config.publicUrl);
      const name = `certificate-${number}.pdf`;
      return reply.type('application/pdf').header('content-disposition', attachmentDisposition(name)).send(Buffer.from(pdf));
    },
  );

  api.get(
    '/certificates/:certificateNumber',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags: ['profile'], params: z.object({ certificateNumber: z.string().max(40) }), response: { 200: certificateCheckSchema } },
    },
    async (request) => checkCertificate(app.db, request.params.certificateNumber, new Date()),
  );
}
