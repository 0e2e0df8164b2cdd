/**
 * The demo world's payment cycle (issue 24): a partner for each state of a closed month's invoice, with the vendor's
 * requisites for them. Each partner's client has a subscription months old, so the billing history closes real
 * invoices for it; afterwards the latest invoice's issue day is moved back by working days of the production calendar
 * (found with the domain's `invoiceState`), so the states hold on whatever day the demo is started. One of them
 * (invoice-requisites@demo.ru) has an ИНН but no КПП or legal address, so the XML УПД's refusal can be seen (issue 33).
 */
import {
  addCalendarDays,
  addMonths,
  completeInn,
  monthOf,
  dayKeyOf,
  type DayKey,
  type InvoiceState,
  invoiceState,
  isWorkingDay,
  productionCalendar,
  RUSSIAN_PRODUCTION_CALENDAR,
  TRIAL_DAY_MS,
  workingDaysBetween,
} from '@portal/domain';
import type { Db } from '../db/database.ts';
import { insertPartner } from '../repositories/partner.repository.ts';
import { insertPayments } from '../repositories/payment-cycle.repository.ts';
import { subscriptionsWithUsage, wholeMonth } from '../repositories/billing.repository.ts';
import { insertInvoice } from '../repositories/invoice.repository.ts';
import { liveLines } from '../services/billing-lines.ts';
import { subscriber } from './demo-subscriptions.ts';

export type InvoiceDemoKey = 'paid' | 'unsigned' | 'overdue' | 'closed' | 'queue' | 'import' | 'requisites';

type InvoiceDemoPartner = {
  key: InvoiceDemoKey;
  /** The partner's client whose subscription is invoiced. */
  client: string;
  email: string;
  name: string;
  contact: string;
  city: string;
  inn: string;
  /** Null where the partner has not filled it in (its XML УПД is refused, naming what to fill in). */
  kpp: string | null;
  address: string | null;
  description: string;
};

/** The INNs carry valid check digits, so a statement naming them is a well-formed one. */
export const INVOICE_DEMO_PARTNERS: ReadonlyArray<InvoiceDemoPartner> = [
  {
    key: 'paid',
    client: 'ООО «Тульский пряник»',
    email: 'invoice-paid@demo.ru',
    name: 'ООО «Лира Учет»',
    contact: 'Голубева Инна',
    city: 'Тула',
    inn: '7709876545',
    kpp: '771001001',
    address: '300012, г. Тула, ул. Советская, 8',
    description: 'партнер, последний счет оплачен, акт подписан',
  },
  {
    key: 'unsigned',
    client: 'ООО «Обской порт»',
    email: 'invoice-unsigned@demo.ru',
    name: 'ООО «Мера Софт»',
    contact: 'Комаров Борис',
    city: 'Новосибирск',
    inn: '5401112222',
    kpp: '540101001',
    address: '630099, г. Новосибирск, Красный пр-т, 25',
    description: 'партнер, счет выставлен недавно, акт ждет подписания',
  },
  {
    key: 'overdue',
    client: 'ООО «Казанский хлеб»',
    email: 'invoice-overdue@demo.ru',
    name: 'ООО «Нива Сервис»',
    contact: 'Сорокина Вера',
    city: 'Казань',
    inn: '1654321090',
    kpp: '165501001',
    address: '420111, г. Казань, ул. Баумана, 40',
    description: 'партнер, счет просрочен на 3 рабочих дня, заказы еще открыты',
  },
  {
    key: 'closed',
    client: 'ООО «Волжские сады»',
    email: 'invoice-closed@demo.ru',
    name: 'ООО «Опора 1С»',
    contact: 'Лаптев Глеб',
    city: 'Самара',
    inn: '6312345675',
    kpp: '631201001',
    address: '443099, г. Самара, ул. Куйбышева, 90',
    description: 'партнер, счет просрочен на 7 рабочих дней, новые заказы закрыты',
  },
  {
    key: 'queue',
    client: 'ООО «Иртыш-Агро»',
    email: 'invoice-queue@demo.ru',
    name: 'ООО «Прайм Консалт»',
    contact: 'Фомин Денис',
    city: 'Омск',
    inn: '5501239871',
    kpp: '550101001',
    address: '644024, г. Омск, ул. Ленина, 12',
    description: 'партнер, счет просрочен более 10 рабочих дней (очередь «Просроченная задолженность»)',
  },
  {
    key: 'import',
    client: 'ООО «Уральский камень»',
    email: 'invoice-import@demo.ru',
    name: 'ООО «Ракурс ИТ»',
    contact: 'Белова Ольга',
    city: 'Екатеринбург',
    inn: '6667778887',
    kpp: '667001001',
    address: '620014, г. Екатеринбург, ул. Вайнера, 9',
    description: 'партнер, счет выставлен в прошлый рабочий день и не оплачен',
  },
  {
    // The one whose requisites are incomplete: «УПД (XML)» answers what to fill in, and the profile's block takes it.
    key: 'requisites',
    client: 'ООО «Томский кедр»',
    email: 'invoice-requisites@demo.ru',
    name: 'ООО «Сибирь Учет»',
    contact: 'Зуева Дарья',
    city: 'Томск',
    inn: '7017123451',
    kpp: null,
    address: null,
    description: 'партнер без КПП и юридического адреса: УПД (XML) просит заполнить реквизиты в профиле',
  },
];

/** The active partner's requisites (partner@demo.ru). */
export const ALPHA_REQUISITES = { inn: '6601234565', kpp: '660101001', legalAddress: '620014, г. Екатеринбург, ул. Малышева, 51' };

const calendar = productionCalendar(RUSSIAN_PRODUCTION_CALENDAR);

/**
 * The latest working day on or before today on which an invoice issued would stand as `wanted` says today (an unpaid,
 * unsigned invoice of 1 kopeck: only the days matter).
 */
export function issueDayWhere(today: DayKey, wanted: (state: InvoiceState, issuedOn: DayKey, today: DayKey) => boolean): DayKey {
  for (let day = today, tries = 0; tries < 120; day = addCalendarDays(day, -1), tries += 1) {
    if (!isWorkingDay(calendar, day)) continue;
    const state = invoiceState(calendar, { sum: 1, issuedOn: day, signedOn: null, payments: [], penaltyWaived: false }, today);
    if (wanted(state, day, today)) return day;
  }
  throw new Error('demo world: no issue day gives the wanted invoice state');
}

const ISSUE_DAY: Record<InvoiceDemoKey, (s: InvoiceState, issuedOn: DayKey, today: DayKey) => boolean> = {
  paid: (s) => s.overdueWorkingDays === 2,
  unsigned: (s, issuedOn, today) => s.status === 'ISSUED' && workingDaysBetween(calendar, issuedOn, today) === 2,
  overdue: (s) => s.overdueWorkingDays === 3,
  closed: (s) => s.overdueWorkingDays === 7,
  queue: (s) => s.overdueWorkingDays === 12,
  import: (s, issuedOn, today) => s.status === 'ISSUED' && workingDaysBetween(calendar, issuedOn, today) === 1,
  requisites: (s, issuedOn, today) => s.status === 'ISSUED' && workingDaysBetween(calendar, issuedOn, today) === 2,
};

/** Midday in Moscow of a day: the invoice's Moscow day is that day. */
const middayOf = (day: DayKey) => new Date(`${day}T09:00:00Z`);

export type InvoiceDemoIds = Map<InvoiceDemoKey, { partnerId: string; accountId: string }>;

/** The partners, their logins and requisites, and a client each with a subscription months old. */
export async function seedInvoicePartners(
  trx: Db,
  ctx: {
    distributorId: string;
    account: (email: string, name: string, partnerId: string, extra: { surname: string; city: string }) => Promise<string>;
    activate: (partnerId: string) => Promise<void>;
  },
  now: Date,
): Promise<InvoiceDemoIds> {
  const ids: InvoiceDemoIds = new Map();
  for (const p of INVOICE_DEMO_PARTNERS) {
    const partnerId = await insertPartner(trx, {
      kind: 'partner',
      name: p.name,
      contactName: p.contact,
      email: p.email,
      phone: '8 800 100 20 30',
      city: p.city,
      distributorId: ctx.distributorId,
      status: null,
    });
    await ctx.activate(partnerId);
    await trx.updateTable('partners').set({ inn: p.inn, kpp: p.kpp, legal_address: p.address }).where('id', '=', partnerId).execute();
    const [surname = p.contact, name = p.contact] = p.contact.split(' ');
    const accountId = await ctx.account(p.email, name, partnerId, { surname, city: p.city });
    const { id: customerId } = await trx
      .insertInto('customers')
      .values({
        partner_id: partnerId,
        name: p.client,
        responsible: p.contact,
        email: p.email.replace('@demo.ru', '@client.demo'),
        city: p.city,
        // An INN, so the client is offered in the partner's order forms (the closed orders are shown on them).
        inn: completeInn(String(Number(p.inn.slice(0, 9)) + 1).padStart(9, '0')),
        status: 'confirmed',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await subscriber(trx, partnerId, now)(customerId, '1С:Бухгалтерия предприятия', 'Файловый', {
      since: new Date(now.getTime() - 120 * TRIAL_DAY_MS),
    });
    ids.set(p.key, { partnerId, accountId });
  }
  return ids;
}

/**
 * Each partner's invoice of the month before its issue day, written as the closing writes it (its lines from the
 * subscription's usage) but issued on the day its state needs; the paid partner's act is signed and its invoice paid.
 */
export async function seedDemoInvoices(trx: Db, ids: InvoiceDemoIds, operatorId: string, now: Date): Promise<void> {
  const today = dayKeyOf(now);
  for (const [key, { partnerId, accountId }] of ids) {
    const issuedOn = issueDayWhere(today, ISSUE_DAY[key]);
    const month = addMonths(monthOf(middayOf(issuedOn)), -1);
    const span = wholeMonth(month);
    const lines = await liveLines(trx, partnerId, await subscriptionsWithUsage(trx, partnerId, span), span);
    const invoiceId = await insertInvoice(trx, partnerId, month, lines, middayOf(issuedOn));
    if (!invoiceId) throw new Error(`demo world: no invoice for ${key}`);
    if (key !== 'paid') continue;
    await trx
      .insertInto('invoice_acts')
      .values({
        invoice_id: invoiceId,
        decision: 'signed',
        reason: null,
        decided_by: accountId,
        decided_at: middayOf(addCalendarDays(issuedOn, 2)),
      })
      .execute();
    await insertPayments(trx, [
      {
        invoiceId,
        receivedOn: addCalendarDays(issuedOn, 7),
        amount: lines.reduce((total, l) => total + l.sum, 0),
        source: 'manual',
        paymentKey: null,
        statementImportId: null,
        documentNumber: null,
        payerInn: null,
        payerName: '',
        purpose: 'Оплата по счету',
        unmatchedReason: null,
        recordedBy: operatorId,
      },
    ]);
  }
}
