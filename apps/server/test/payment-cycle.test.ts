/**
 * The payment cycle (issue 24): the partner's invoices and acts, payments by hand and from a Windows-1251 statement
 * (twice, with an unknown payer and a partial payment), new orders closed at exactly 5 working days past the due date
 * and reopened by the payment, the penalty and its waiver, the overdue queue, and each partner seeing only its own.
 */
import { randomUUID } from 'node:crypto';
import {
  addCalendarDays,
  amountInWords,
  dayKeyOf,
  formatMoney,
  invoiceState,
  moscowDayStart,
  partnerInvoiceListSchema,
  productionCalendar,
  RUSSIAN_PRODUCTION_CALENDAR,
  statementText,
  toWindows1251,
} from '@portal/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { createFebruaryWorld, FEBRUARY_2026 } from './support/billing.ts';
import { closeMonth } from '../src/services/invoice.service.ts';
import { createActivePartner, createOperator, type TestAccount } from './support/factories.ts';
import { createConfirmedCustomer, kitOf, orderBody } from './support/orders.ts';
import { request, type Session, useTestApp } from './support/test-app.ts';
import { overdueQueue, partnerDebt, recordManualPayment } from '../src/services/payment-cycle.service.ts';
import { sweepPaymentNotices } from '../src/services/payment-notices.ts';

const ctx = useTestApp();
const calendar = productionCalendar(RUSSIAN_PRODUCTION_CALENDAR);
const today = () => dayKeyOf(new Date());

const partnerIdOf = (account: TestAccount) => {
  if (!account.partnerId) throw new Error('partner expected');
  return account.partnerId;
};

let serial = 0;
/** Writes a closed month's invoice issued on a Moscow day (noon), as the closing would. */
async function invoiceIssuedOn(partnerId: string, issuedOn: string, sum: number) {
  serial += 1;
  const [year, month] = issuedOn.split('-').map(Number) as [number, number];
  const number = `${year}-${String(month).padStart(2, '0')}/${String(900_000 + serial).padStart(6, '0')}`;
  const row = await ctx.app.db
    .insertInto('invoices')
    .values({
      partner_id: partnerId,
      // Each test invoice bills its own fictional month, so the (partner, month) key never collides.
      year: 2000 + serial,
      month: month - 1,
      number,
      sum,
      line_count: 1,
      closed_at: new Date(moscowDayStart(year, month - 1, Number(issuedOn.slice(8))).getTime() + 12 * 3_600_000),
    })
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow();
  return row;
}

/** The day an invoice must have been issued on to be `overdue` working days past due today (unsigned, unpaid). */
function issuedSoThatOverdue(overdue: number): string {
  for (let back = 1; back < 120; back++) {
    const issuedOn = addCalendarDays(today(), -back);
    const state = invoiceState(calendar, { sum: 1, issuedOn, signedOn: null, payments: [], penaltyWaived: false }, today());
    if (state.overdueWorkingDays === overdue) return issuedOn;
  }
  throw new Error(`No issue day for ${overdue} overdue working days`);
}

const get = (session: Session, url: string) => request(ctx.app, session, { method: 'GET', url });
const post = (session: Session, url: string, payload?: unknown) =>
  request(ctx.app, session, { method: 'POST', url, payload: payload as never });

async function placeOrder(partner: TestAccount) {
  const customerId = await createConfirmedCustomer(ctx.app, partnerIdOf(partner));
  const { kit, options } = await kitOf(ctx.app, partner.session, 'grm', 'bp');
  const seat = options[0];
  if (!seat) throw new Error('no seat option');
  return request(ctx.app, partner.session, {
    method: 'POST',
    url: '/api/1c_ecw_application/order',
    payload: orderBody(customerId, 'grm', kit.serviceKitId, [[seat.serviceOptionId, 1]], `База${randomUUID().slice(0, 4)}`),
  });
}

async function setInn(partnerId: string, inn: string) {
  await ctx.app.db.updateTable('partners').set({ inn }).where('id', '=', partnerId).execute();
}

describe('GET /api/invoices', () => {
  it("lists the partner's own invoices with their state, newest first, and never another partner's", async () => {
    const partner = await createActivePartner(ctx.app);
    const other = await createActivePartner(ctx.app);
    const issuedOn = addCalendarDays(today(), -1);
    const older = await invoiceIssuedOn(partnerIdOf(partner), addCalendarDays(today(), -60), 50_000);
    const newer = await invoiceIssuedOn(partnerIdOf(partner), issuedOn, 123_456);
    await invoiceIssuedOn(partnerIdOf(other), issuedOn, 99_999);

    const response = await get(partner.session, '/api/invoices');
    expect(response.statusCode, response.body).toBe(200);
    const list = partnerInvoiceListSchema.parse(response.json());
    expect(list.total).toBe(2);
    expect(list.items.map((i) => i.number)).toEqual([newer.number, older.number]);
    expect(list.items[0]).toMatchObject({ sum: 123_456, paid: 0, unpaid: 123_456, issuedOn });
    expect(list.items[1]?.status).toBe('OVERDUE');
    expect(list.debt.unpaid).toBe(173_456);
  });

  it('is for partners only', async () => {
    const operator = await createOperator(ctx.app);
    expect((await get(operator.session, '/api/invoices')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/invoices' })).statusCode).toBe(401);
  });
});

describe('the act', () => {
  it('is signed by the partner, once, and the due date follows the signature', async () => {
    const partner = await createActivePartner(ctx.app);
    const invoice = await invoiceIssuedOn(partnerIdOf(partner), today(), 10_000);
    const signed = await post(partner.session, `/api/invoices/${invoice.id}/act/sign`);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ status: 'SIGNED', act: { decision: 'signed', decidedBy: partner.email }, acceptedOn: today() });
    const again = await post(partner.session, `/api/invoices/${invoice.id}/act/sign`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Акт по этому счету уже подписан');
  });

  it('can be refused with a reason while it can still be signed, and not after', async () => {
    const partner = await createActivePartner(ctx.app);
    const fresh = await invoiceIssuedOn(partnerIdOf(partner), today(), 10_000);
    const empty = await post(partner.session, `/api/invoices/${fresh.id}/act/refuse`, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Укажите причину отказа');
    const refused = await post(partner.session, `/api/invoices/${fresh.id}/act/refuse`, { reason: 'Клиент отключен 3-го числа' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().act).toMatchObject({ decision: 'refused', reason: 'Клиент отключен 3-го числа' });

    const old = await invoiceIssuedOn(partnerIdOf(partner), addCalendarDays(today(), -30), 10_000);
    const late = await post(partner.session, `/api/invoices/${old.id}/act/refuse`, { reason: 'Поздно' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^Срок подписания акта истек \d{2}\.\d{2}\.\d{4}/);
  });

  it("is not reachable on another partner's invoice", async () => {
    const partner = await createActivePartner(ctx.app);
    const other = await createActivePartner(ctx.app);
    const invoice = await invoiceIssuedOn(partnerIdOf(other), today(), 10_000);
    const response = await post(partner.session, `/api/invoices/${invoice.id}/act/sign`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Счет не найден');
  });
});

describe('orders close 5 working days past the due date', () => {
  it('stay open at 4 working days overdue', async () => {
    const partner = await createActivePartner(ctx.app);
    await invoiceIssuedOn(partnerIdOf(partner), issuedSoThatOverdue(4), 250_000);
    const response = await placeOrder(partner);
    expect(response.statusCode, response.body).toBe(201);
  });

  it('close at 5 with the invoice and the amount named, and reopen the moment it is paid', async () => {
    const partner = await createActivePartner(ctx.app);
    const operator = await createOperator(ctx.app);
    const issuedOn = issuedSoThatOverdue(5);
    const invoice = await invoiceIssuedOn(partnerIdOf(partner), issuedOn, 250_000);

    const refused = await placeOrder(partner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ORDERS_CLOSED',
      message: `Новые заказы и подключения закрыты: счет № ${invoice.number} от ${issuedOn.split('-').reverse().join('.')} не оплачен, к оплате 2 500,00 ₽. Заказы откроются сразу после поступления оплаты.`,
    });
    const debt = (await get(partner.session, '/api/invoices/debt')).json();
    expect(debt.ordersClosedBy).toMatchObject({ number: invoice.number, unpaid: 250_000 });

    // A partial payment leaves them closed; the rest reopens them.
    const partial = await post(operator.session, '/api/backoffice/payments', {
      invoiceId: invoice.id,
      receivedOn: today(),
      amount: 100_000,
    });
    expect(partial.statusCode, partial.body).toBe(201);
    expect((await placeOrder(partner)).statusCode).toBe(409);
    await post(operator.session, '/api/backoffice/payments', { invoiceId: invoice.id, receivedOn: today(), amount: 150_000 });
    expect((await placeOrder(partner)).statusCode).toBe(201);
    const [paid] = partnerInvoiceListSchema.parse((await get(partner.session, '/api/invoices')).json()).items;
    expect(paid).toMatchObject({ status: 'PAID', paid: 250_000, unpaid: 0, ordersClosed: false });
    expect(paid?.penalty).toBeGreaterThan(0);
  });

  it('follow the production calendar on a fixed day (Thursday 26 November 2026)', async () => {
    const partner = await createActivePartner(ctx.app);
    // Issued on Thursday 5 November 2026: accepted on the 12th, due on the 19th, closing on the 26th.
    await invoiceIssuedOn(partnerIdOf(partner), '2026-11-05', 10_000);
    const at = (day: string) => new Date(`${day}T09:00:00Z`);
    expect((await partnerDebt(ctx.app.db, partnerIdOf(partner), at('2026-11-25'))).ordersClosedBy).toBeNull();
    expect((await partnerDebt(ctx.app.db, partnerIdOf(partner), at('2026-11-26'))).ordersClosedBy).not.toBeNull();
  });
});

describe('payments', () => {
  it('by hand: validated, for operators only', async () => {
    const operator = await createOperator(ctx.app);
    const partner = await createActivePartner(ctx.app);
    const invoice = await invoiceIssuedOn(partnerIdOf(partner), today(), 10_000);
    const zero = await post(operator.session, '/api/backoffice/payments', { invoiceId: invoice.id, receivedOn: today(), amount: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toContain('Сумма платежа должна быть больше нуля');
    const future = await post(operator.session, '/api/backoffice/payments', {
      invoiceId: invoice.id,
      receivedOn: addCalendarDays(today(), 2),
      amount: 1,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('Дата платежа не может быть в будущем');
    const missing = await post(operator.session, '/api/backoffice/payments', { invoiceId: randomUUID(), receivedOn: today(), amount: 1 });
    expect(missing.statusCode).toBe(400);
    const byPartner = await post(partner.session, '/api/backoffice/payments', { invoiceId: invoice.id, receivedOn: today(), amount: 1 });
    expect(byPartner.statusCode).toBe(403);
  });

  it('from a Windows-1251 statement: matched by number and INN, partial, unknown payer left for the operator, nothing twice', async () => {
    const operator = await createOperator(ctx.app);
    const partner = await createActivePartner(ctx.app);
    await setInn(partnerIdOf(partner), '7707083893');
    const first = await invoiceIssuedOn(partnerIdOf(partner), today(), 186_834_81);
    const second = await invoiceIssuedOn(partnerIdOf(partner), today(), 50_000);
    const date = today().split('-').reverse().join('.');
    const file = toWindows1251(
      statementText([
        {
          number: '101',
          date,
          amount: '186834.81',
          payerInn: '7707083893',
          payerName: 'ООО «Ромашка»',
          purpose: `Оплата по счету № ${first.number}`,
        },
        {
          number: '102',
          date,
          amount: '200.00',
          payerInn: '7707083893',
          payerName: 'ООО «Ромашка»',
          purpose: `Частичная оплата сч. ${second.number}`,
        },
        {
          number: '103',
          date,
          amount: '999.99',
          payerInn: '5408000000',
          payerName: 'ИП Ёлкин',
          purpose: `Оплата по счету ${second.number}`,
        },
        { number: '104', date, amount: '10.00', payerInn: '5408000000', payerName: 'ИП Ёлкин', purpose: 'Без назначения' },
      ]),
    );
    const upload = () =>
      request(ctx.app, operator.session, {
        method: 'POST',
        url: '/api/backoffice/payments/statements?name=kl_to_1c.txt',
        headers: { 'content-type': 'application/octet-stream' },
        payload: Buffer.from(file),
      });

    const imported = await upload();
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toMatchObject({ documents: 4, recorded: 4, repeated: 0, matched: 2 });
    expect(
      imported
        .json()
        .unmatched.map((p: { documentNumber: string; unmatchedReason: string; payerName: string }) => [
          p.documentNumber,
          p.unmatchedReason,
          p.payerName,
        ]),
    ).toEqual([
      ['103', 'ИНН плательщика не совпадает с ИНН партнера по счету', 'ИП Ёлкин'],
      ['104', 'В назначении платежа нет номера счета', 'ИП Ёлкин'],
    ]);

    const again = await upload();
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ documents: 4, recorded: 0, repeated: 4, matched: 0, unmatched: [] });

    const list = partnerInvoiceListSchema.parse((await get(partner.session, '/api/invoices')).json());
    const byNumber = new Map(list.items.map((i) => [i.number, i]));
    expect(byNumber.get(first.number)).toMatchObject({ status: 'PAID', paid: 186_834_81 });
    expect(byNumber.get(second.number)).toMatchObject({ status: 'PARTIALLY_PAID', paid: 20_000, unpaid: 30_000 });

    // The operator matches the waiting payment by hand: an overpayment is kept as such.
    const waiting = (await get(operator.session, '/api/backoffice/payments?unmatched=true&pageSize=100')).json();
    const elkin = waiting.items.find((p: { documentNumber: string }) => p.documentNumber === '103');
    const matched = await request(ctx.app, operator.session, {
      method: 'PATCH',
      url: `/api/backoffice/payments/${elkin.paymentId}`,
      payload: { invoiceId: second.id },
    });
    expect(matched.statusCode, matched.body).toBe(200);
    expect(matched.json()).toMatchObject({ invoiceNumber: second.number, unmatchedReason: null });
    const twice = await request(ctx.app, operator.session, {
      method: 'PATCH',
      url: `/api/backoffice/payments/${elkin.paymentId}`,
      payload: { invoiceId: second.id },
    });
    expect(twice.statusCode).toBe(409);
    const after = partnerInvoiceListSchema.parse((await get(partner.session, '/api/invoices')).json());
    expect(after.items.find((i) => i.number === second.number)).toMatchObject({ status: 'PAID', overpaid: 69_999 });
  });

  it('refuses a file that is not a statement, in Russian', async () => {
    const operator = await createOperator(ctx.app);
    const response = await request(ctx.app, operator.session, {
      method: 'POST',
      url: '/api/backoffice/payments/statements?name=x.txt',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.from('Выписка по счету'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Файл не похож на выписку в формате обмена 1С с банком: первая строка должна быть «1CClientBankExchange»',
    );
  });
});

describe('the penalty and the overdue queue', () => {
  it('accrues 0.1 % a day, is waived by the operator, and puts a partner past 10 working days in the queue', async () => {
    const operator = await createOperator(ctx.app);
    const partner = await createActivePartner(ctx.app);
    const invoice = await invoiceIssuedOn(partnerIdOf(partner), issuedSoThatOverdue(11), 1_000_000);
    const [state] = partnerInvoiceListSchema.parse((await get(partner.session, '/api/invoices')).json()).items;
    expect(state).toMatchObject({ status: 'OVERDUE', overdueWorkingDays: 11, individualDecision: true });
    expect(state?.penalty).toBeGreaterThanOrEqual(11 * 1_000);
    expect((state?.penalty ?? 0) % 1_000).toBe(0);

    const queue = await get(operator.session, '/api/backoffice/overdue?pageSize=100');
    expect(queue.statusCode).toBe(200);
    const row = queue.json().items.find((r: { partnerId: string }) => r.partnerId === partnerIdOf(partner));
    expect(row).toMatchObject({ unpaid: 1_000_000, overdueWorkingDays: 11, oldestInvoice: { number: invoice.number } });
    expect((await get(partner.session, '/api/backoffice/overdue')).statusCode).toBe(403);

    const noReason = await post(operator.session, `/api/backoffice/invoices/${invoice.id}/waive-penalty`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const waived = await post(operator.session, `/api/backoffice/invoices/${invoice.id}/waive-penalty`, { reason: 'Решение руководителя' });
    expect(waived.statusCode).toBe(204);
    const [after] = partnerInvoiceListSchema.parse((await get(partner.session, '/api/invoices')).json()).items;
    expect(after).toMatchObject({ penalty: 0, penaltyWaived: true });

    const queued = await overdueQueue(ctx.app.db, { page: 1, pageSize: 1000 });
    expect(queued.items.some((r) => r.partnerId === partnerIdOf(partner))).toBe(true);
  });
});

describe('the invoice and the act as PDF', () => {
  const pdfText = async (payload: Buffer) =>
    (await extractText(await getDocumentProxy(new Uint8Array(payload)), { mergePages: true })).text.replace(/\s+/g, ' ');

  it('print the closed month with its requisites, lines by client and the total in figures and words, equal to the details page', async () => {
    const partner = await createActivePartner(ctx.app);
    const other = await createActivePartner(ctx.app);
    await ctx.app.db
      .updateTable('partners')
      .set({ inn: '7707083893', kpp: '770701001', legal_address: 'г. Москва, ул. Тестовая, д. 1' })
      .where('id', '=', partnerIdOf(partner))
      .execute();
    const world = await createFebruaryWorld(ctx.app.db, partnerIdOf(partner));
    await closeMonth(ctx.app.db, FEBRUARY_2026, { enqueue: null, portalUrl: 'http://portal.test' });
    const details = (await get(partner.session, '/api/billing/items?m=1&y=2026&pageSize=100')).json();
    expect(details.sum).toBe(world.sums.total);
    expect(details.customers.length).toBeGreaterThan(0);
    const [invoice] = partnerInvoiceListSchema.parse((await get(partner.session, '/api/invoices')).json()).items;
    if (!invoice) throw new Error('the closed month has no invoice');
    expect(invoice.sum).toBe(details.sum);

    const invoicePdf = await get(partner.session, `/api/invoices/${invoice.invoiceId}/invoice.pdf`);
    expect(invoicePdf.statusCode).toBe(200);
    expect(invoicePdf.headers['content-type']).toBe('application/pdf');
    expect(invoicePdf.headers['content-disposition']).toContain(encodeURIComponent(`Счет ${invoice.number.replace('/', '-')}.pdf`));
    const invoiceText = await pdfText(invoicePdf.rawPayload);
    expect(invoiceText).toContain(`Счет на оплату № ${invoice.number}`);
    expect(invoiceText).toContain('Поставщик: ООО «1С-Облако», ИНН 7701234560, КПП 770101001');
    expect(invoiceText).toContain('ИНН 7707083893, КПП 770701001, г. Москва, ул. Тестовая, д. 1');
    expect(invoiceText).toContain('Услуги 1С:ГРМ и 1С:ОИ за февраль 2026');
    expect(invoiceText).toContain(`Итого ${formatMoney(details.sum, 2)}`);
    expect(invoiceText).toContain(`Сумма прописью: ${amountInWords(details.sum)}`);
    expect(invoiceText).toContain('без учета НДС');
    expect(invoiceText).toContain(`Оплата по счету № ${invoice.number}`);
    for (const client of details.customers) expect(invoiceText).toContain(`Клиент: ${client.name}`);

    const actPdf = await get(partner.session, `/api/invoices/${invoice.invoiceId}/act.pdf`);
    expect(actPdf.statusCode).toBe(200);
    const actText = await pdfText(actPdf.rawPayload);
    expect(actText).toContain(`Акт (УПД) № ${invoice.number} от 28.02.2026`);
    expect(actText).toContain('Исполнитель: ООО «1С-Облако»');
    expect(actText).toContain(`Итого ${formatMoney(details.sum, 2)}`);
    expect(actText).toContain(`Сумма прописью: ${amountInWords(details.sum)}`);

    expect((await get(other.session, `/api/invoices/${invoice.invoiceId}/invoice.pdf`)).statusCode).toBe(404);
    expect((await get(other.session, `/api/invoices/${invoice.invoiceId}/act.pdf`)).statusCode).toBe(404);

    // The partner API reads the same with the partner's token (issue 24, item 6); another partner's token finds nothing.
    const tokenOf = async (session: Session) => (await post(session, '/api/api-v2-token')).json().jwt as string;
    const withToken = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const token = await tokenOf(partner.session);
    const list = await withToken(token, '/api/invoices');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual((await get(partner.session, '/api/invoices')).json());
    const debt = await withToken(token, '/api/invoices/debt');
    expect(debt.statusCode).toBe(200);
    expect(debt.json()).toMatchObject({ unpaid: invoice.unpaid });
    for (const pdf of ['invoice.pdf', 'act.pdf']) {
      const file = await withToken(token, `/api/invoices/${invoice.invoiceId}/${pdf}`);
      expect(file.statusCode).toBe(200);
      expect(await pdfText(file.rawPayload)).toContain(`№ ${invoice.number}`);
    }
    const otherToken = await tokenOf(other.session);
    expect((await withToken(otherToken, `/api/invoices/${invoice.invoiceId}/invoice.pdf`)).statusCode).toBe(404);
    expect((await withToken(otherToken, '/api/invoices')).json()).toMatchObject({ total: 0, items: [] });
  });
});

describe('the letters of the payment cycle', () => {
  const letters = async (email: string) =>
    ctx.app.db
      .selectFrom('mail_outbox')
      .select(['kind', 'subject', 'body_text'])
      .where('to_address', '=', email)
      .orderBy('created_at')
      .execute();
  const notify = () => ({ enqueue: ctx.app.enqueue, portalUrl: 'http://portal.test' });
  const at = (day: string) => new Date(`${day}T09:00:00Z`);

  it('are sent once each: 3 working days before the due date, the day orders close, the day they reopen', async () => {
    const partner = await createActivePartner(ctx.app);
    const operator = await createOperator(ctx.app);
    const email = (await ctx.app.db.selectFrom('partners').select('email').where('id', '=', partnerIdOf(partner)).executeTakeFirstOrThrow())
      .email;
    // Issued Thursday 5 November 2026: due Thursday the 19th, orders close on the 26th.
    const invoice = await invoiceIssuedOn(partnerIdOf(partner), '2026-11-05', 123_400);

    await sweepPaymentNotices(ctx.app.db, notify(), at('2026-11-13'));
    expect(await letters(email)).toEqual([]);
    await sweepPaymentNotices(ctx.app.db, notify(), at('2026-11-16'));
    await sweepPaymentNotices(ctx.app.db, notify(), at('2026-11-17'));
    const dueSoon = await letters(email);
    expect(dueSoon.map((l) => l.subject)).toEqual([`Счет № ${invoice.number}: срок оплаты 19.11.2026`]);
    expect(dueSoon[0]?.body_text).toContain('к оплате 1 234,00 ₽');

    await sweepPaymentNotices(ctx.app.db, notify(), at('2026-11-25'));
    expect((await letters(email)).map((l) => l.kind)).toEqual(['billing.invoice-due-soon']);
    await sweepPaymentNotices(ctx.app.db, notify(), at('2026-11-26'));
    await sweepPaymentNotices(ctx.app.db, notify(), at('2026-11-27'));
    const closed = await letters(email);
    expect(closed.map((l) => l.subject)).toEqual([
      `Счет № ${invoice.number}: срок оплаты 19.11.2026`,
      `Новые заказы закрыты: счет № ${invoice.number} не оплачен`,
    ]);

    await recordManualPayment(ctx.app.db, notify(), operator.accountId, {
      invoiceId: invoice.id,
      receivedOn: '2026-11-26',
      amount: 123_400,
      purpose: '',
    });
    const reopened = await letters(email);
    expect(reopened.at(-1)).toMatchObject({ kind: 'billing.orders-reopened', subject: 'Новые заказы снова открыты' });
    expect(reopened).toHaveLength(3);
  });
});

describe('GET /api/backoffice/payments/statements/sample', () => {
  it('gives the operator a Windows-1251 statement that pays the oldest unpaid invoice in full and has an unknown payer', async () => {
    const operator = await createOperator(ctx.app);
    const partner = await createActivePartner(ctx.app);
    await setInn(partnerIdOf(partner), '6312345675');
    const oldest = await invoiceIssuedOn(partnerIdOf(partner), '2001-02-12', 123_45);
    // The operator finds it by its number (the invoice picker of «Записать платеж» and «Сопоставить»).
    const found = (await get(operator.session, `/api/backoffice/invoices?search=${encodeURIComponent(oldest.number)}`)).json();
    expect(found.items.map((i: { invoiceId: string }) => i.invoiceId)).toEqual([oldest.id]);

    const sample = await get(operator.session, '/api/backoffice/payments/statements/sample');
    expect(sample.statusCode).toBe(200);
    expect(sample.headers['content-disposition']).toContain('kl_to_1c.txt');
    expect(sample.rawPayload.includes(Buffer.from('1CClientBankExchange'))).toBe(true);
    expect(sample.rawPayload.includes(Buffer.from(toWindows1251(`№ ${oldest.number}`)))).toBe(true);
    // It carries its account's totals, and the import below checks them against its documents.
    expect(sample.rawPayload.includes(Buffer.from(toWindows1251('ВсегоПоступило=')))).toBe(true);

    const imported = await request(ctx.app, operator.session, {
      method: 'POST',
      url: '/api/backoffice/payments/statements?name=kl_to_1c.txt',
      headers: { 'content-type': 'application/octet-stream' },
      payload: sample.rawPayload,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().unmatched.map((p: { payerName: string }) => p.payerName)).toEqual(['ООО «Неизвестный плательщик»']);
    const list = partnerInvoiceListSchema.parse((await get(partner.session, '/api/invoices')).json());
    expect(list.items.find((i) => i.invoiceId === oldest.id)).toMatchObject({ status: 'PAID', paid: 123_45 });

    expect((await get(partner.session, '/api/backoffice/payments/statements/sample')).statusCode).toBe(403);
  });
});
