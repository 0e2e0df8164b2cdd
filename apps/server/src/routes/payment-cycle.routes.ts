/**
 * The partner's «Счета и акты» (issue 24): its closed months' invoices with their state, the debt, and the act's
 * signature or reasoned refusal. A blocked partner still reads and signs: billing stays open to it.
 */
import {
  actRefusalSchema,
  debtSummarySchema,
  partnerInvoiceListQuerySchema,
  partnerInvoiceListSchema,
  partnerInvoiceSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerScope, requireCaller } from '../plugins/app/auth.ts';
import { actXmlFile } from '../services/act-xml.ts';
import { invoiceDocumentPdf } from '../services/invoice-documents.ts';
import { partnerDebt, partnerInvoices, refuseAct, signAct } from '../services/payment-cycle.service.ts';
import { attachmentDisposition } from '../services/pdf-document.ts';
import { requestActor } from '../services/journal.service.ts';
import type { RoleAccess } from '../types.ts';

const activePartner: RoleAccess = { roles: ['ROLE_PARTNER'], activePartner: true };
const tags = ['invoices'];
const invoiceParams = z.object({ id: z.uuid() });

export async function paymentCycleRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/invoices',
    {
      config: { access: { ...activePartner, right: 'billing' } },
      schema: {
        tags,
        description: "The partner's invoices of closed months, newest first, with status, due date, days overdue and penalty.",
        querystring: partnerInvoiceListQuerySchema,
        response: { 200: partnerInvoiceListSchema },
      },
    },
    async (request) => partnerInvoices(app.db, partnerScope(request), request.query),
  );

  api.get(
    '/invoices/debt',
    {
      config: { access: { ...activePartner, right: 'billing' } },
      schema: {
        tags,
        description: 'What the partner owes: unpaid, overdue, the penalty, and the invoice that closes new orders if one does.',
        response: { 200: debtSummarySchema },
      },
    },
    async (request) => partnerDebt(app.db, partnerScope(request).partnerId),
  );

  api.post(
    '/invoices/:id/act/sign',
    {
      config: { access: { ...activePartner, right: 'acts' } },
      schema: {
        tags,
        description: 'Signs the act of a closed month («Подписать акт»).',
        params: invoiceParams,
        response: { 200: partnerInvoiceSchema },
      },
    },
    async (request) => signAct(app.db, partnerScope(request), request.params.id, requireCaller(request).accountId, requestActor(request)),
  );

  api.post(
    '/invoices/:id/act/refuse',
    {
      config: { access: { ...activePartner, right: 'acts' } },
      schema: {
        tags,
        description:
          "Refuses to sign the act, with a reason the operator reads (and a letter to the vendor's mailbox); possible until the act counts as accepted.",
        params: invoiceParams,
        body: actRefusalSchema,
        response: { 200: partnerInvoiceSchema },
      },
    },
    async (request) =>
      refuseAct(
        app.db,
        { enqueue: app.enqueue, portalUrl: app.config.publicUrl, vendorEmail: app.config.vendor.email },
        partnerScope(request),
        request.params.id,
        requireCaller(request).accountId,
        request.body.reason,
        requestActor(request),
      ),
  );

  for (const kind of ['invoice', 'act'] as const) {
    api.get(
      `/invoices/:id/${kind}.pdf`,
      {
        config: { access: { ...activePartner, right: 'billing' } },
        schema: {
          tags,
          description:
            kind === 'invoice'
              ? 'The invoice (счет на оплату) as PDF: requisites, lines by client, the total in figures and words.'
              : 'The act (УПД) of the closed month as PDF, with the same lines and total as the invoice.',
          params: invoiceParams,
        },
      },
      async (request, reply) => {
        const file = await invoiceDocumentPdf(app.db, partnerScope(request), request.params.id, kind, app.config.vendor);
        return reply
          .type('application/pdf')
          .header('content-disposition', attachmentDisposition(file.fileName))
          .send(Buffer.from(file.bytes));
      },
    );
  }

  api.get(
    '/invoices/:id/act.xml',
    {
      config: { access: { ...activePartner, right: 'billing' } },
      schema: {
        tags,
        description:
          "The act as the tax service's XML УПД (order ЕД-7-26/970@, format 5.03, Windows-1251), named by the format's rules; " +
          'the header x-act-status says where the act stands (SIGNED, REFUSED, DEEMED_ACCEPTED, AWAITING), as the file does. ' +
          'A partner whose requisites the format cannot take gets 400 naming the fields to fill in.',
        params: invoiceParams,
        produces: ['application/xml'],
      },
    },
    async (request, reply) => {
      const file = await actXmlFile(app.db, partnerScope(request), request.params.id, app.config.vendor);
      return reply
        .type('application/xml; charset=windows-1251')
        .header('x-act-status', file.actStatus)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .send(Buffer.from(file.bytes));
    },
  );
}
