/**
 * The back office's export of partners' documents (issue 33): the durable job writes one ZIP of every chosen partner's
 * invoice PDF, act PDF and XML УПД per month, each file equal to the partner's own download; a partner whose requisites
 * cannot make the XML gets its PDFs and a line in «Не выгружено.txt»; a run started again gives the same ZIP, its chunks
 * not doubled; the operator alone may use it.
 */
import { randomUUID } from 'node:crypto';
import { completeInn, documentExportListSchema, documentExportSchema, type DocumentExport } from '@portal/domain';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFebruaryWorld, FEBRUARY_2026 } from './support/billing.ts';
import { createAccount, createOperator, type TestAccount, waitFor } from './support/factories.ts';
import { NO_JOBS } from './support/no-jobs.ts';
import { request, type Session, useTestApp } from './support/test-app.ts';
import { closeMonth } from '../src/services/invoice.service.ts';
import { giveUpDocumentExport, partnerFolder, runDocumentExport, startDocumentExport } from '../src/services/document-export.service.ts';

const ctx = useTestApp();

const get = (session: Session | null, url: string) => request(ctx.app, session, { method: 'GET', url });
const post = (session: Session | null, payload: unknown) =>
  request(ctx.app, session, { method: 'POST', url: '/api/backoffice/document-exports', payload: payload as never });

const partnerIdOf = (account: TestAccount) => {
  if (!account.partnerId) throw new Error('partner expected');
  return account.partnerId;
};

let serial = 0;
/** An active partner with February 2026 billed, its requisites complete unless told otherwise. */
async function billedPartner(name: string, requisites: 'complete' | 'no-kpp' = 'complete') {
  serial += 1;
  const account = await createAccount(ctx.app, { authorities: ['ROLE_PARTNER'], partner: { status: 'on', name } });
  const partnerId = partnerIdOf(account);
  await ctx.app.db
    .updateTable('partners')
    .set({
      inn: completeInn(String(770_100_000 + serial)),
      kpp: requisites === 'complete' ? '770101001' : null,
      legal_address: '123456, г. Москва, ул. Тестовая, д. 1',
    })
    .where('id', '=', partnerId)
    .execute();
  await createFebruaryWorld(ctx.app.db, partnerId);
  return account;
}

async function invoiceOf(partnerId: string) {
  return ctx.app.db
    .selectFrom('invoices')
    .select(['id', 'number'])
    .where('partner_id', '=', partnerId)
    .where('year', '=', FEBRUARY_2026.year)
    .where('month', '=', FEBRUARY_2026.month)
    .executeTakeFirstOrThrow();
}

const codeOf = async (partnerId: string) =>
  await ctx.app.db.selectFrom('partners').select(['partner_code', 'name']).where('id', '=', partnerId).executeTakeFirstOrThrow();

async function finished(operator: TestAccount, exportId: string): Promise<DocumentExport> {
  let last: DocumentExport | null = null;
  await waitFor(async () => {
    last = documentExportSchema.parse((await get(operator.session, `/api/backoffice/document-exports/${exportId}`)).json());
    return last.status === 'done' || last.status === 'failed';
  }, 30_000);
  if (!last) throw new Error('no export');
  return last;
}

async function zipOf(operator: TestAccount, exportId: string) {
  const response = await get(operator.session, `/api/backoffice/document-exports/${exportId}/file`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  return { zip: await JSZip.loadAsync(response.rawPayload), bytes: response.rawPayload };
}

const chunksOf = (exportId: string) =>
  ctx.app.db.selectFrom('document_export_chunks').select(['seq']).where('export_id', '=', exportId).orderBy('seq').execute();

let operator: TestAccount;
let complete: TestAccount;
let quoted: TestAccount;
let withoutKpp: TestAccount;

beforeAll(async () => {
  operator = await createOperator(ctx.app);
  complete = await billedPartner(`ООО «Полный ${randomUUID().slice(0, 4)}»`);
  quoted = await billedPartner(`ООО "Ромашка/Плюс ${randomUUID().slice(0, 4)}".`);
  withoutKpp = await billedPartner(`ООО «Без КПП ${randomUUID().slice(0, 4)}»`, 'no-kpp');
  await closeMonth(ctx.app.db, FEBRUARY_2026, { enqueue: null, portalUrl: 'http://portal.test' });
});

describe('partnerFolder', () => {
  it('names the folder by code and name, without what Windows forbids', () => {
    expect(partnerFolder('1042', 'ООО «Ромашка»')).toBe('1042 ООО «Ромашка»');
    expect(partnerFolder('1043', 'ООО "Рога/Копыта: Юг"*?.')).toBe("1043 ООО 'Рога_Копыта_ Юг'__");
    expect(partnerFolder('1044', '  ')).toBe('1044');
  });
});

describe('POST /api/backoffice/document-exports', () => {
  it("exports the chosen partners' month through the job: each file equals the partner's own download", async () => {
    const partners = [complete, quoted, withoutKpp];
    const started = await post(operator.session, { months: ['2026-02'], partnerIds: partners.map(partnerIdOf) });
    expect(started.statusCode, started.body).toBe(202);
    const queued = documentExportSchema.parse(started.json());
    expect(queued).toMatchObject({ months: ['2026-02'], partnerCount: 3, total: 3, requestedBy: operator.email });
    expect(['queued', 'running', 'done']).toContain(queued.status);

    const done = await finished(operator, queued.exportId);
    expect(done).toMatchObject({ status: 'done', done: 3, total: 3, failures: 1, error: null });
    const { zip, bytes } = await zipOf(operator, queued.exportId);
    expect(done.size).toBe(bytes.length);

    const names = Object.values(zip.files)
      .filter((file) => !file.dir)
      .map((file) => file.name);
    for (const partner of partners) {
      const { partner_code: code, name } = await codeOf(partnerIdOf(partner));
      const invoice = await invoiceOf(partnerIdOf(partner));
      const folder = partnerFolder(code, name);
      const number = invoice.number.replaceAll('/', '-');
      const invoicePdf = `${folder}/2026-02 Счет ${number}.pdf`;
      const actPdf = `${folder}/2026-02 Акт ${number}.pdf`;
      for (const [entry, kind] of [
        [invoicePdf, 'invoice.pdf'],
        [actPdf, 'act.pdf'],
      ] as const) {
        const single = await get(partner.session, `/api/invoices/${invoice.id}/${kind}`);
        expect(single.statusCode).toBe(200);
        expect(Buffer.from((await zip.file(entry)?.async('uint8array')) ?? []).equals(single.rawPayload), entry).toBe(true);
      }
      const xmls = names.filter((n) => n.startsWith(`${folder}/`) && n.endsWith('.xml'));
      if (partner === withoutKpp) {
        expect(xmls).toEqual([]);
        continue;
      }
      expect(xmls).toHaveLength(1);
      const xml = await get(partner.session, `/api/invoices/${invoice.id}/act.xml`);
      expect(xml.statusCode, xml.body).toBe(200);
      expect(xmls[0]).toMatch(new RegExp(`^${folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/ON_NSCHFDOPPR_[^/]+\\.xml$`));
      expect(Buffer.from((await zip.file(xmls[0] ?? '')?.async('uint8array')) ?? []).equals(xml.rawPayload)).toBe(true);
    }
    // The folder of «ООО "Ромашка/Плюс …".» keeps no character Windows forbids, nor a trailing dot.
    const { partner_code: quotedCode } = await codeOf(partnerIdOf(quoted));
    expect(names.some((n) => n.startsWith(`${quotedCode} ООО 'Ромашка_Плюс `) && /'\//.test(n))).toBe(true);
    expect(names).toHaveLength(3 + 3 + 2 + 1);

    // Nothing fails silently: the partner without КПП is listed with the Russian reason, its PDFs are in.
    const skipped = await zip.file('Не выгружено.txt')?.async('string');
    const { partner_code: code, name } = await codeOf(partnerIdOf(withoutKpp));
    expect(skipped).toContain(`${code} ${name}, 2026-02: `);
    expect(skipped).toContain('КПП');
    expect(names.at(-1)).toBe('Не выгружено.txt');
  });

  it('exports every partner when none are chosen, and lists the exports newest first with the closed months', async () => {
    const started = await post(operator.session, { months: ['2026-02'] });
    expect(started.statusCode, started.body).toBe(202);
    const queued = documentExportSchema.parse(started.json());
    const invoices = await ctx.app.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('year', '=', 2026)
      .where('month', '=', 1)
      .executeTakeFirstOrThrow();
    expect(queued).toMatchObject({ partnerCount: null, total: Number(invoices.n) });
    const done = await finished(operator, queued.exportId);
    expect(done.done).toBe(Number(invoices.n));

    const list = documentExportListSchema.parse((await get(operator.session, '/api/backoffice/document-exports')).json());
    expect(list.items[0]?.exportId).toBe(queued.exportId);
    expect(list.closedMonths).toContain('2026-02');
  });

  it('refuses bad months and unknown partners in Russian', async () => {
    const cases: Array<[unknown, string]> = [
      [{ months: [] }, 'Выберите хотя бы один месяц'],
      [{ months: ['2026-13'] }, 'Месяц в формате ГГГГ-ММ'],
      [{ months: ['2026-02'], partnerIds: [] }, 'Выберите хотя бы одного партнера или выгрузите всех'],
      [{ months: [`${new Date().getUTCFullYear() + 1}-01`] }, 'еще не закончился: выгрузить можно только закрытый месяц'],
      [{ months: ['2026-02'], partnerIds: [randomUUID()] }, 'Партнер не найден'],
    ];
    for (const [body, message] of cases) {
      const response = await post(operator.session, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it('is for the operator only', async () => {
    const calls = [
      () => post(complete.session, { months: ['2026-02'] }),
      () => get(complete.session, '/api/backoffice/document-exports'),
      () => get(complete.session, `/api/backoffice/document-exports/${randomUUID()}`),
      () => get(complete.session, `/api/backoffice/document-exports/${randomUUID()}/file`),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(403);
    expect((await get(null, '/api/backoffice/document-exports')).statusCode).toBe(401);
  });
});

describe('GET /api/backoffice/document-exports/:id', () => {
  it('answers 404 for an export that does not exist, and 409 for the file of one not done', async () => {
    const missing = await get(operator.session, `/api/backoffice/document-exports/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Выгрузка не найдена');
    expect((await get(operator.session, `/api/backoffice/document-exports/${randomUUID()}/file`)).statusCode).toBe(404);

    // Queued with no job behind it: it stays queued.
    const queued = await startDocumentExport(ctx.app.db, NO_JOBS, operator.accountId, {
      months: ['2026-02'],
      partnerIds: [partnerIdOf(complete)],
    });
    const state = documentExportSchema.parse((await get(operator.session, `/api/backoffice/document-exports/${queued.exportId}`)).json());
    expect(state).toMatchObject({ status: 'queued', done: 0, total: 1 });
    const early = await get(operator.session, `/api/backoffice/document-exports/${queued.exportId}/file`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Выгрузка еще не готова: скачать архив можно, когда она закончится');
  });
});

describe('the job', () => {
  it('run again (a restart) starts over and gives the same ZIP, its chunks not doubled', async () => {
    const vendor = ctx.app.config.vendor;
    const now = new Date();
    const partnerIds = [complete, quoted, withoutKpp].map(partnerIdOf);
    const queued = await startDocumentExport(ctx.app.db, NO_JOBS, operator.accountId, { months: ['2026-02'], partnerIds });
    // Small chunks, so that the ZIP spans many.
    const options = { chunkBytes: 16_384, progressEvery: 1, now };
    expect(await runDocumentExport(ctx.app.db, vendor, queued.exportId, options)).toBe(true);
    const first = await zipOf(operator, queued.exportId);
    const firstChunks = await chunksOf(queued.exportId);
    expect(firstChunks.length).toBeGreaterThan(2);

    // A worker died mid-run: the export is still running, with chunks of its own, when the job starts again.
    await ctx.app.db.updateTable('document_exports').set({ status: 'running', done: 1 }).where('id', '=', queued.exportId).execute();
    await ctx.app.db.deleteFrom('document_export_chunks').where('export_id', '=', queued.exportId).where('seq', '>', 1).execute();
    expect(await runDocumentExport(ctx.app.db, vendor, queued.exportId, options)).toBe(true);
    const second = await zipOf(operator, queued.exportId);
    expect(Buffer.compare(second.bytes, first.bytes)).toBe(0);
    expect((await chunksOf(queued.exportId)).map((c) => c.seq)).toEqual(firstChunks.map((c) => c.seq));
    expect(
      documentExportSchema.parse((await get(operator.session, `/api/backoffice/document-exports/${queued.exportId}`)).json()),
    ).toMatchObject({
      status: 'done',
      done: 3,
      total: 3,
    });

    // A finished export is left as it is when its job comes again (a duplicate delivery).
    expect(await runDocumentExport(ctx.app.db, vendor, queued.exportId, options)).toBe(false);
    expect((await chunksOf(queued.exportId)).length).toBe(firstChunks.length);
  });

  it('fails the export in Russian once its retries are spent, and a failed export is not run again', async () => {
    const queued = await startDocumentExport(ctx.app.db, NO_JOBS, operator.accountId, {
      months: ['2026-02'],
      partnerIds: [partnerIdOf(complete)],
    });
    await giveUpDocumentExport(ctx.app.db, queued.exportId);
    const failed = documentExportSchema.parse((await get(operator.session, `/api/backoffice/document-exports/${queued.exportId}`)).json());
    expect(failed).toMatchObject({
      status: 'failed',
      error: 'Не удалось собрать архив: начните выгрузку снова',
      finishedAt: expect.any(String),
    });
    expect(await runDocumentExport(ctx.app.db, ctx.app.config.vendor, queued.exportId)).toBe(false);
    expect((await get(operator.session, `/api/backoffice/document-exports/${queued.exportId}/file`)).statusCode).toBe(409);
  });
});
