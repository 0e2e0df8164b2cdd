/**
 * «Документы за период» (issue 33): the partner's invoice PDF, act PDF and XML УПД of chosen closed months in one ZIP,
 * streamed as it is written.
 */
import { PassThrough } from 'node:stream';
import { documentBundleFileName, documentBundleQuerySchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { partnerScope } from '../plugins/app/auth.ts';
import { invoiceDocumentEntries, invoicesOfMonths, zipWriter, type BundleEntry } from '../services/document-bundle.ts';
import { attachmentDisposition } from '../services/pdf-document.ts';
import type { RoleAccess } from '../types.ts';

const activePartner: RoleAccess = { roles: ['ROLE_PARTNER'], activePartner: true };

export async function documentBundleRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/invoices/documents.zip',
    {
      config: { access: { ...activePartner, right: 'billing' } },
      schema: {
        tags: ['invoices'],
        description:
          "The chosen closed months' documents in one ZIP: per month the invoice and the act as PDF («2026-10 Счет …pdf», " +
          "«2026-10 Акт …pdf») and the act as XML УПД under the format's own name, each the same bytes as its single download. " +
          "Months as YYYY-MM, 1 to 24 (`month=2026-09&month=2026-10`), each with the partner's invoice; a partner whose " +
          'requisites the XML cannot take gets 400 naming the fields, before anything is sent.',
        querystring: documentBundleQuerySchema,
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const { partnerId } = partnerScope(request);
      const months = request.query.month;
      const [first, ...rest] = await invoicesOfMonths(app.db, partnerId, months);
      if (!first) throw new Error('The months were validated to be at least one');
      const now = new Date();
      // The first month's files are made before a byte is sent: an incomplete profile is a Russian 400, not a broken ZIP
      // (the requisites are the same for every month).
      const firstEntries = await invoiceDocumentEntries(app.db, app.config.vendor, partnerId, first.invoiceId, now);
      const body = new PassThrough();
      const zip = zipWriter(body);
      const write = async (entries: ReadonlyArray<BundleEntry>) => {
        for (const entry of entries) await zip.add(entry);
      };
      void (async () => {
        await write(firstEntries);
        for (const invoice of rest) await write(await invoiceDocumentEntries(app.db, app.config.vendor, partnerId, invoice.invoiceId, now));
        await zip.finish();
      })().catch((error: unknown) => {
        // Headers are gone: the download breaks off rather than ending as a ZIP with a month missing.
        request.log.error({ err: error }, 'documents ZIP failed');
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply
        .type('application/zip')
        .header('content-disposition', attachmentDisposition(documentBundleFileName(months)))
        .send(body);
    },
  );
}
