/**
 * The operator's side of the payment cycle (issue 24): payments by hand and from bank statements, matching a waiting
 * payment, waiving a penalty, and the «Просроченная задолженность» queue.
 */
import {
  ERROR_CODES,
  INVOICING_TEXTS,
  manualPaymentSchema,
  overdueQueueSchema,
  paymentListQuerySchema,
  paymentListSchema,
  paymentMatchSchema,
  paymentSchema,
  penaltyWaiverSchema,
  STATEMENT_MAX_BYTES,
  statementImportResultSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { requireCaller } from '../plugins/app/auth.ts';
import { listPayments } from '../repositories/payment-cycle.repository.ts';
import {
  importStatement,
  matchPaymentByHand,
  overdueQueue,
  recordManualPayment,
  sampleStatement,
  waivePenalty,
} from '../services/payment-cycle.service.ts';
import type { RoleAccess } from '../types.ts';

const vendor: RoleAccess = { roles: ['ROLE_VENDOR'] };
const tags = ['backoffice'];
const SAMPLE_STATEMENT_FILE = 'kl_to_1c.txt';

export async function backofficePaymentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const notify = () => ({ enqueue: app.enqueue, portalUrl: app.config.publicUrl });
  // A statement comes as the request's raw body, as content attachments do (no multipart, no cross-site form). A body
  // over the limit is read to its end and dropped, and only then refused: an answer sent while the client is still
  // sending is followed by the connection's close, and the client may see a broken connection instead of the answer.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= STATEMENT_MAX_BYTES) chunks.push(chunk);
      else chunks.length = 0;
    });
    payload.on('error', (error) => done(error, undefined));
    payload.on('end', () => {
      if (size > STATEMENT_MAX_BYTES) done(new AppError(ERROR_CODES.payloadTooLarge, INVOICING_TEXTS.statementTooLarge, 413), undefined);
      else done(null, Buffer.concat(chunks, size));
    });
  });

  api.get(
    '/backoffice/payments',
    { config: { access: vendor }, schema: { tags, querystring: paymentListQuerySchema, response: { 200: paymentListSchema } } },
    async (request) => listPayments(app.db, request.query),
  );

  api.post(
    '/backoffice/payments',
    {
      config: { access: vendor },
      schema: {
        tags,
        description: 'Records a payment by hand against an invoice.',
        body: manualPaymentSchema,
        response: { 201: paymentSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await recordManualPayment(app.db, notify(), requireCaller(request).accountId, request.body)),
  );

  api.patch(
    '/backoffice/payments/:id',
    {
      config: { access: vendor },
      schema: {
        tags,
        description: 'Matches a payment that waits for the operator to an invoice.',
        params: z.object({ id: z.uuid() }),
        body: paymentMatchSchema,
        response: { 200: paymentSchema },
      },
    },
    async (request) => matchPaymentByHand(app.db, notify(), requireCaller(request).accountId, request.params.id, request.body.invoiceId),
  );

  api.post(
    '/backoffice/payments/statements',
    {
      config: { access: vendor },
      schema: {
        tags,
        summary: 'Import a bank statement (1CClientBankExchange, Windows-1251, CP866 or UTF-8) as application/octet-stream',
        description:
          `At most ${STATEMENT_MAX_BYTES / 1_048_576} MB, ending with КонецФайла, its account totals agreeing with its documents; ` +
          'a statement with any error is refused whole and nothing of it is recorded. Incoming payments are matched to invoices by the invoice number in the purpose and the payer INN; the rest wait for the operator. A payment already imported is not recorded again.',
        querystring: z.object({ name: z.string().trim().min(1).max(255).default('statement.txt') }),
        response: { 201: statementImportResultSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!(body instanceof Uint8Array)) throw AppError.validation('file', INVOICING_TEXTS.statementEmpty);
      const result = await importStatement(app.db, notify(), requireCaller(request).accountId, { name: request.query.name, bytes: body });
      return reply.status(201).send(result);
    },
  );

  api.get(
    '/backoffice/payments/statements/sample',
    {
      config: { access: vendor },
      schema: {
        tags,
        summary: 'A sample statement in Windows-1251: the two oldest unpaid invoices paid (one in full, one half) and an unknown payer',
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/plain; charset=windows-1251')
        .header('content-disposition', `attachment; filename="${SAMPLE_STATEMENT_FILE}"`)
        .send(Buffer.from(await sampleStatement(app.db))),
  );

  api.post(
    '/backoffice/invoices/:id/waive-penalty',
    {
      config: { access: vendor },
      schema: { tags, params: z.object({ id: z.uuid() }), body: penaltyWaiverSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await waivePenalty(app.db, requireCaller(request).accountId, request.params.id, request.body.reason);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/backoffice/overdue',
    {
      config: { access: vendor },
      schema: {
        tags,
        description: 'Partners more than 10 working days overdue, for an individual decision.',
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: overdueQueueSchema },
      },
    },
    async (request) => overdueQueue(app.db, request.query),
  );
}
