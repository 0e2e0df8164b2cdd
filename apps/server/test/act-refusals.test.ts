/**
 * A refused act reaches the vendor (issue 31): the operator's «Счета партнеров» shows where each act stands (signed,
 * refused with the reason, who and when, accepted by default, waiting), filters by it in SQL and exports it; each refusal
 * writes a letter to the vendor's mailbox, read in «Исходящие письма»; nobody but the partner refuses, and only its own.
 */
import {
  addCalendarDays,
  dayKeyOf,
  formatDateTime,
  invoiceListSchema,
  monthLabel,
  moscowDayStart,
  type InvoiceList,
  type MailItem,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createActivePartner, createDistributorAccount, createOperator, type TestAccount } from './support/factories.ts';
import { parseCsv } from './support/spreadsheets.ts';
import { request, type Session, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();
const today = () => dayKeyOf(new Date());

const partnerIdOf = (account: TestAccount) => {
  if (!account.partnerId) throw new Error('partner expected');
  return account.partnerId;
};

let serial = 0;
/** Writes a closed month's invoice issued on a Moscow day (noon), as the closing would; each bills a month of its own. */
async function invoiceIssuedOn(partnerId: string, issuedOn: string, sum = 18_990_801) {
  serial += 1;
  const [year, month] = issuedOn.split('-').map(Number) as [number, number];
  return ctx.app.db
    .insertInto('invoices')
    .values({
      partner_id: partnerId,
      year: 2100 + serial,
      month: month - 1,
      number: `${year}-${String(month).padStart(2, '0')}/${String(800_000 + serial).padStart(6, '0')}`,
      sum,
      line_count: 1,
      closed_at: new Date(moscowDayStart(year, month - 1, Number(issuedOn.slice(8))).getTime() + 12 * 3_600_000),
    })
    .returning(['id', 'number', 'year', 'month'])
    .executeTakeFirstOrThrow();
}

const get = (session: Session | null, url: string) => request(ctx.app, session, { method: 'GET', url });
const post = (session: Session, url: string, payload?: unknown) =>
  request(ctx.app, session, { method: 'POST', url, payload: payload as never });

async function operatorList(operator: Session, query: string): Promise<InvoiceList> {
  const response = await get(operator, `/api/backoffice/invoices?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return invoiceListSchema.parse(response.json());
}

async function refusalLetters() {
  return ctx.app.db
    .selectFrom('mail_outbox')
    .select(['to_address as to', 'subject', 'body_text as text'])
    .where('kind', '=', 'billing.act-refused')
    .orderBy('created_at')
    .execute();
}

/** A partner with four invoices, one for each state its act can be in today. */
async function partnerWithEveryAct() {
  const partner = await createActivePartner(ctx.app);
  const partnerId = partnerIdOf(partner);
  const refused = await invoiceIssuedOn(partnerId, today());
  const waiting = await invoiceIssuedOn(partnerId, today());
  const signed = await invoiceIssuedOn(partnerId, addCalendarDays(today(), -40));
  const deemed = await invoiceIssuedOn(partnerId, addCalendarDays(today(), -30));
  expect((await post(partner.session, `/api/invoices/${signed.id}/act/sign`)).statusCode).toBe(200);
  const refusal = await post(partner.session, `/api/invoices/${refused.id}/act/refuse`, { reason: 'Клиент отключен 3-го числа' });
  expect(refusal.statusCode, refusal.body).toBe(200);
  return { partner, partnerId, refused, waiting, signed, deemed };
}

describe('«Счета партнеров»: where each act stands', () => {
  it('shows the refusal with its reason, who and when, and every other state beside it', async () => {
    const operator = await createOperator(ctx.app);
    const { partner, partnerId, refused, waiting, signed, deemed } = await partnerWithEveryAct();
    const list = await operatorList(operator.session, `partnerId=${partnerId}`);
    expect(list.total).toBe(4);
    const act = (id: string) => list.items.find((i) => i.invoiceId === id)?.act;
    expect(act(refused.id)).toMatchObject({
      status: 'REFUSED',
      reason: 'Клиент отключен 3-го числа',
      decidedBy: partner.email,
      decidedAt: expect.any(String),
      acceptedOn: null,
    });
    expect(act(waiting.id)).toMatchObject({ status: 'AWAITING', acceptedOn: null, decidedBy: null, reason: null });
    expect(act(signed.id)).toMatchObject({ status: 'SIGNED', decidedBy: partner.email, reason: null });
    expect(act(deemed.id)).toMatchObject({ status: 'DEEMED_ACCEPTED', decidedBy: null, acceptedOn: expect.any(String) });
  });

  it('filters by the act state, with the other filters, and refuses an unknown state in Russian', async () => {
    const operator = await createOperator(ctx.app);
    const { partnerId, refused, waiting, signed, deemed } = await partnerWithEveryAct();
    const ids = async (act: string) =>
      (await operatorList(operator.session, `partnerId=${partnerId}&act=${act}`)).items.map((i) => i.invoiceId);
    expect(await ids('REFUSED')).toEqual([refused.id]);
    expect(await ids('AWAITING')).toEqual([waiting.id]);
    expect(await ids('SIGNED')).toEqual([signed.id]);
    expect(await ids('DEEMED_ACCEPTED')).toEqual([deemed.id]);

    // Across every partner too: each refused act listed is refused, and this one is among them.
    const everyRefused = await operatorList(operator.session, 'act=REFUSED&pageSize=1000');
    expect(everyRefused.items.every((i) => i.act.status === 'REFUSED')).toBe(true);
    expect(everyRefused.items.map((i) => i.invoiceId)).toContain(refused.id);
    const byMonth = await operatorList(operator.session, `act=REFUSED&y=${refused.year}&m=${refused.month}`);
    expect(byMonth.items.map((i) => i.invoiceId)).toEqual([refused.id]);
    const byNumber = await operatorList(operator.session, `act=AWAITING&search=${encodeURIComponent(refused.number)}`);
    expect(byNumber.total).toBe(0);

    const bad = await get(operator.session, '/api/backoffice/invoices?act=LOST');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Состояние акта');
    expect((await get(operator.session, '/api/backoffice/invoices?partnerId=42')).statusCode).toBe(400);
  });

  it('exports the state, the reason, who and when, filtered as the list', async () => {
    const operator = await createOperator(ctx.app);
    const { partner, partnerId, refused } = await partnerWithEveryAct();
    const csv = await get(operator.session, `/api/backoffice/invoices/export?format=csv&partnerId=${partnerId}&act=REFUSED`);
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = parseCsv(csv.body.slice(1));
    expect(rows[0]?.slice(7)).toEqual([
      'Акт',
      'Подписать или отказаться до',
      'Причина отказа',
      'Решение по акту: пользователь',
      'Решение по акту: когда',
    ]);
    expect(rows).toHaveLength(3);
    const [, line] = rows;
    expect(line?.[0]).toBe(refused.number);
    expect(line?.slice(7, 11)).toEqual([
      'Отказ',
      expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/),
      'Клиент отключен 3-го числа',
      partner.email,
    ]);
    expect(line?.[11]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);

    const all = await get(operator.session, `/api/backoffice/invoices/export?format=csv&partnerId=${partnerId}`);
    const states = parseCsv(all.body.slice(1))
      .slice(1, -1)
      .map((r) => r[7]);
    expect(states.sort()).toEqual(['Ждет подписи', 'Отказ', 'Подписан', 'Принят по умолчанию']);
  });
});

describe('a refusal is written to the vendor', () => {
  it('as a letter to the vendor mailbox naming the partner, month, invoice, reason and who refused, read in «Исходящие письма»', async () => {
    const operator = await createOperator(ctx.app);
    const before = (await refusalLetters()).length;
    const { partner, partnerId, refused } = await partnerWithEveryAct();
    const letters = await refusalLetters();
    expect(letters).toHaveLength(before + 1);
    const letter = letters.at(-1);
    const company = await ctx.app.db
      .selectFrom('partners')
      .select(['name', 'partner_code'])
      .where('id', '=', partnerId)
      .executeTakeFirstOrThrow();
    const act = (await operatorList(operator.session, `partnerId=${partnerId}&act=REFUSED`)).items[0]?.act;
    expect(letter?.to).toBe('billing@1c-cloud.demo');
    expect(letter?.subject).toBe(`Отказ от подписания акта по счету № ${refused.number}: ${company.name}`);
    for (const part of [
      `Партнер ${company.name} (код партнера ${company.partner_code})`,
      `№ ${refused.number} за ${monthLabel(refused.year, refused.month)} на сумму 189 908,01 ₽`,
      'Причина отказа: Клиент отключен 3-го числа',
      `Отказ оформил пользователь ${partner.email} ${formatDateTime(act?.decidedAt ?? '')} (МСК)`,
      '/#/backoffice/invoices?act=REFUSED',
    ]) {
      expect(letter?.text).toContain(part);
    }

    const mail = await get(operator.session, '/api/backoffice/mail?pageSize=100');
    expect(mail.statusCode).toBe(200);
    const items = (mail.json() as { items: MailItem[] }).items;
    expect(items.find((m) => m.subject === letter?.subject)).toMatchObject({ to: 'billing@1c-cloud.demo' });
  });

  it('goes to the mailbox VENDOR_EMAIL names', () => {
    expect(loadConfig({ VENDOR_EMAIL: 'acts@vendor.example' }).vendor.email).toBe('acts@vendor.example');
    expect(loadConfig({}).vendor.email).toBe('billing@1c-cloud.demo');
  });

  it('is written once per refusal, and not at all for a refusal refused', async () => {
    const partner = await createActivePartner(ctx.app);
    const fresh = await invoiceIssuedOn(partnerIdOf(partner), today());
    const old = await invoiceIssuedOn(partnerIdOf(partner), addCalendarDays(today(), -30));
    const before = (await refusalLetters()).length;
    expect((await post(partner.session, `/api/invoices/${fresh.id}/act/refuse`, { reason: 'Первая причина' })).statusCode).toBe(200);
    expect((await post(partner.session, `/api/invoices/${fresh.id}/act/refuse`, { reason: 'Уточненная причина' })).statusCode).toBe(200);
    expect((await post(partner.session, `/api/invoices/${old.id}/act/refuse`, { reason: 'Поздно' })).statusCode).toBe(409);
    expect((await post(partner.session, `/api/invoices/${fresh.id}/act/refuse`, { reason: ' ' })).statusCode).toBe(400);
    const letters = (await refusalLetters()).slice(before);
    expect(letters.map((l) => l.text.match(/Причина отказа: (.*)/)?.[1])).toEqual(['Первая причина', 'Уточненная причина']);
  });
});

describe('only the partner refuses its own acts, only the operator reads them all', () => {
  it('answers 403 to the operator and the distributor refusing, 404 to another partner, and writes nothing', async () => {
    const owner = await createActivePartner(ctx.app);
    const stranger = await createActivePartner(ctx.app);
    const operator = await createOperator(ctx.app);
    const distributor = await createDistributorAccount(ctx.app);
    const invoice = await invoiceIssuedOn(partnerIdOf(owner), today());
    const before = (await refusalLetters()).length;
    const url = `/api/invoices/${invoice.id}/act/refuse`;
    expect((await post(operator.session, url, { reason: 'Оператор' })).statusCode).toBe(403);
    expect((await post(distributor.session, url, { reason: 'Дистрибьютор' })).statusCode).toBe(403);
    const foreign = await post(stranger.session, url, { reason: 'Чужой' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Счет не найден');
    expect(await refusalLetters()).toHaveLength(before);
    const list = await operatorList(operator.session, `partnerId=${partnerIdOf(owner)}`);
    expect(list.items[0]?.act).toMatchObject({ status: 'AWAITING', decidedBy: null });
  });

  it("answers 401 and 403 to callers who may not read every partner's acts", async () => {
    const partner = await createActivePartner(ctx.app);
    const distributor = await createDistributorAccount(ctx.app);
    for (const url of ['/api/backoffice/invoices?act=REFUSED', '/api/backoffice/invoices/export?format=csv&act=REFUSED']) {
      expect((await get(null, url)).statusCode).toBe(401);
      expect((await get(partner.session, url)).statusCode).toBe(403);
      expect((await get(distributor.session, url)).statusCode).toBe(403);
    }
  });
});
