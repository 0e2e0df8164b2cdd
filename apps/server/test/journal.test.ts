/**
 * «Журнал действий» (issue 32): each change a partner's person or token makes writes exactly one entry — who, from
 * which address, what changed — in the change's own transaction (a refused change writes none); the journal reads
 * newest first, filtered by person, action and Moscow days, paged; exports to XLSX; another partner's entries are never
 * seen; only people with the right `journal` and the vendor's operators read it; and nothing edits or deletes an entry.
 */
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import {
  JOURNAL_ACTION_LABELS,
  JOURNAL_EXPORT,
  journalPageSchema,
  monthLabel,
  moscowDayStart,
  TEAM_ERRORS,
  type JournalAction,
  type JournalChange,
  type JournalPage,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { DIRECTORY_ORGANISATIONS } from '../src/ports/tax-registry/directory-tax-registry.ts';
import { streamJournal } from '../src/repositories/journal.repository.ts';
import { apiTokenHashOf } from '../src/services/api-token.service.ts';
import { clearCallerCache } from '../src/services/caller.ts';
import {
  createActivePartner,
  createDistributorAccount,
  createOperator,
  customerBody,
  insertCustomers,
  type TestAccount,
} from './support/factories.ts';
import { createConfirmedCustomer, kitOf, orderBody, waitForStatus } from './support/orders.ts';
import { changeBody, deployedSubscription, putChange } from './support/subscriptions.ts';
import { request, useTestApp, type Session } from './support/test-app.ts';

const ctx = useTestApp({ provisionerDeployMs: 50 });

const partnerIdOf = (account: TestAccount) => {
  if (!account.partnerId) throw new Error('partner expected');
  return account.partnerId;
};

/** The partner's entries as stored, oldest first. */
const stored = (partnerId: string) =>
  ctx.app.db.selectFrom('partner_journal').selectAll().where('partner_id', '=', partnerId).orderBy('id').execute();

/** The one entry of an action the partner has (fails when there are none or several). */
async function onlyEntry(partnerId: string, action: JournalAction) {
  const rows = (await stored(partnerId)).filter((row) => row.action === action);
  expect(rows, `${action} entries`).toHaveLength(1);
  return rows[0] as NonNullable<(typeof rows)[number]>;
}

const send = (session: Session | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  request(ctx.app, session, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

async function readJournal(session: Session, query = '', base = '/api/journal'): Promise<JournalPage> {
  const response = await send(session, 'GET', `${base}${query ? `?${query}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return journalPageSchema.parse(response.json());
}

let serial = 0;
/** A closed month's invoice of the partner, issued today (its act open to sign or refuse). */
async function invoiceOf(partnerId: string) {
  serial += 1;
  return ctx.app.db
    .insertInto('invoices')
    .values({
      partner_id: partnerId,
      year: 2200 + serial,
      month: 0,
      number: `2200-01/${String(900_000 + serial).padStart(6, '0')}`,
      sum: 1_000_000,
      line_count: 1,
      closed_at: new Date(),
    })
    .returning(['id', 'number', 'year', 'month'])
    .executeTakeFirstOrThrow();
}

/** Entries written straight into the table at given times (reading tests need known times, actors and actions). */
async function insertEntries(
  partnerId: string,
  entries: Array<{ at: Date; actor: string; action: JournalAction; label?: string; token?: string | null; changes?: JournalChange[] }>,
) {
  await ctx.app.db
    .insertInto('partner_journal')
    .values(
      entries.map((e) => ({
        partner_id: partnerId,
        actor_account_id: e.actor,
        api_token_id: e.token ?? null,
        ip_address: '10.0.0.7',
        action: e.action,
        subject_type: 'customer',
        subject_id: null,
        subject_label: e.label ?? null,
        changes: JSON.stringify(e.changes ?? []),
        created_at: e.at,
      })),
    )
    .execute();
}

async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push(Array.isArray(row.values) ? Array.from(row.values.slice(1), (v) => v ?? '') : []));
  return { name: sheet.name, rows };
}

describe('recording: one entry per change, with who, where from and what changed', () => {
  it('a client registered and edited (before → after in Russian), and nothing for a refused registration or edit', async () => {
    const partner = await createActivePartner(ctx.app);
    const partnerId = partnerIdOf(partner);

    const refused = await send(partner.session, 'POST', '/api/customers', customerBody({ email: 'не почта' }));
    expect(refused.statusCode).toBe(400);
    expect(await stored(partnerId)).toEqual([]);

    const registered = await send(partner.session, 'POST', '/api/customers', customerBody({ responsible: 'Петров Петр' }));
    expect(registered.statusCode, registered.body).toBe(201);
    const customer = registered.json();
    const entry = await onlyEntry(partnerId, 'customer.registered');
    expect(entry).toMatchObject({
      actor_account_id: partner.accountId,
      api_token_id: null,
      ip_address: '127.0.0.1',
      subject_type: 'customer',
      subject_id: customer.id,
      subject_label: customer.name,
      changes: [],
    });

    const emptied = await send(partner.session, 'PATCH', `/api/customer-manager/${customer.id}`, { responsible: ' ', city: 'Омск' });
    expect(emptied.statusCode).toBe(400);
    const edited = await send(partner.session, 'PATCH', `/api/customer-manager/${customer.id}`, {
      responsible: 'Сидоров Сидор',
      city: 'Пермь',
      phone: customer.phone,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await onlyEntry(partnerId, 'customer.edited')).changes).toEqual([
      { field: 'Контактное лицо', before: 'Петров Петр', after: 'Сидоров Сидор' },
      { field: 'Город', before: null, after: 'Пермь' },
    ]);
    // Saved as it was: nothing changed, nothing recorded.
    await send(partner.session, 'PATCH', `/api/customer-manager/${customer.id}`, { city: 'Пермь' });
    expect((await stored(partnerId)).filter((e) => e.action === 'customer.edited')).toHaveLength(1);
  });

  it('a client qualified with its INN: the fields the registry filled', async () => {
    const partner = await createActivePartner(ctx.app);
    const partnerId = partnerIdOf(partner);
    const organisation = DIRECTORY_ORGANISATIONS.at(-1);
    if (!organisation) throw new Error('no organisation in the directory');
    const [id] = await insertCustomers(ctx.app, partnerId, [{ name: 'Клиент без ИНН', city: null }]);
    const response = await send(partner.session, 'PUT', `/api/customer-manager/${id}`, { action: 'qualify', inn: organisation.inn });
    expect(response.statusCode, response.body).toBe(200);
    const entry = await onlyEntry(partnerId, 'customer.edited');
    expect(entry.subject_label).toBe(organisation.name);
    expect(entry.changes).toContainEqual({ field: 'Клиент', before: 'Клиент без ИНН', after: organisation.name });
    expect(entry.changes).toContainEqual({ field: 'ИНН', before: null, after: organisation.inn });
  });

  it('an order: one entry with the service and client, its options; none again for a retried Idempotency-Key', async () => {
    const partner = await createActivePartner(ctx.app);
    const partnerId = partnerIdOf(partner);
    const customerId = await createConfirmedCustomer(ctx.app, partnerId);
    const { kit, options } = await kitOf(ctx.app, partner.session, 'grm', 'bp');
    const seat = options[0];
    if (!seat) throw new Error('no seat option');
    const key = `journal-${randomUUID()}`;
    const placeOrder = () =>
      request(ctx.app, partner.session, {
        method: 'POST',
        url: '/api/1c_ecw_application/order',
        headers: { 'idempotency-key': key },
        payload: orderBody(customerId, 'grm', kit.serviceKitId, [[seat.serviceOptionId, 3]], 'Журнал'),
      });
    const first = await placeOrder();
    expect(first.statusCode, first.body).toBe(201);
    const again = await placeOrder();
    expect(again.json().orderId).toBe(first.json().orderId);
    const entry = await onlyEntry(partnerId, 'order.placed');
    const seatName = (
      await ctx.app.db.selectFrom('service_options').select('name').where('id', '=', seat.serviceOptionId).executeTakeFirstOrThrow()
    ).name;
    const { service_name: serviceName } = await ctx.app.db
      .selectFrom('subscriptions')
      .select('service_name')
      .where('id', '=', first.json().subscriptionId)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      actor_account_id: partner.accountId,
      subject_type: 'order',
      subject_id: first.json().orderId,
      subject_label: `${serviceName} — ООО «Заказчик»`,
      changes: [{ field: seatName, before: null, after: '3' }],
    });
    await waitForStatus(ctx.app, first.json().subscriptionId, 'DEPLOYED');
  });

  it('a deployment retried after it failed: «Заказ отправлен повторно»', async () => {
    const partner = await createActivePartner(ctx.app);
    const partnerId = partnerIdOf(partner);
    const operator = await createOperator(ctx.app);
    expect((await send(operator.session, 'POST', `/api/backoffice/partners/${partnerId}/provisioner-failure`)).statusCode).toBe(204);
    const customerId = await createConfirmedCustomer(ctx.app, partnerId);
    const { kit, options } = await kitOf(ctx.app, partner.session, 'grm', 'zup');
    const created = await send(
      partner.session,
      'POST',
      '/api/1c_ecw_application/order',
      orderBody(customerId, 'grm', kit.serviceKitId, [[options[0]?.serviceOptionId ?? '', 1]], 'Зарплата'),
    );
    const { subscriptionId, orderId } = created.json();
    await waitForStatus(ctx.app, subscriptionId, 'DEPLOY_FAILED');
    expect((await send(partner.session, 'POST', `/api/order/retry/${subscriptionId}`)).statusCode).toBe(204);
    expect(await onlyEntry(partnerId, 'order.retried')).toMatchObject({ subject_type: 'order', subject_id: orderId });
    // A second retry while it deploys is refused: no entry.
    expect((await send(partner.session, 'POST', `/api/order/retry/${subscriptionId}`)).statusCode).toBe(409);
    expect((await stored(partnerId)).filter((e) => e.action === 'order.retried')).toHaveLength(1);
    await waitForStatus(ctx.app, subscriptionId, 'DEPLOYED');
  });

  it("a subscription's option change (PUT order): its counts before → after", async () => {
    const partner = await createActivePartner(ctx.app);
    const partnerId = partnerIdOf(partner);
    const subscription = await deployedSubscription(ctx.app, partner, { seats: 2 });
    const changed = await putChange(ctx.app, partner.session, changeBody(subscription, { add: [[subscription.seatOptionId, 1]] }));
    expect(changed.statusCode, changed.body).toBe(202);
    const entries = (await stored(partnerId)).filter((e) => e.action === 'order.placed');
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({ subject_type: 'order', subject_id: changed.json().orderId });
    expect(entries[1]?.changes).toEqual([{ field: expect.any(String), before: '2', after: '3' }]);
  });

  it('a deletion planned, cancelled and made at once; nothing for a cancellation with nothing planned', async () => {
    const partner = await createActivePartner(ctx.app);
    const partnerId = partnerIdOf(partner);
    const { subscriptionId } = await deployedSubscription(ctx.app, partner);
    const before = (await stored(partnerId)).length;

    const nothing = await send(partner.session, 'PATCH', `/api/subscriptions/${subscriptionId}`, { cancelDeletion: true });
    expect(nothing.statusCode).toBe(409);
    expect(await stored(partnerId)).toHaveLength(before);

    const planned = await send(partner.session, 'DELETE', `/api/subscriptions/${subscriptionId}`, { delayDays: 3, reason: 'Клиент ушел' });
    expect(planned.statusCode, planned.body).toBe(200);
    const deleted = await onlyEntry(partnerId, 'subscription.deleted');
    expect(deleted.subject_id).toBe(subscriptionId);
    expect(deleted.subject_label).toMatch(/ — ООО «Заказчик»$/);
    expect(deleted.changes).toEqual([
      { field: 'Дата удаления', before: null, after: expect.stringMatching(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/) },
      { field: 'Причина удаления', before: null, after: 'Клиент ушел' },
    ]);

    expect((await send(partner.session, 'PATCH', `/api/subscriptions/${subscriptionId}`, { cancelDeletion: true })).statusCode).toBe(200);
    expect((await onlyEntry(partnerId, 'subscription.changed')).changes).toEqual([
      { field: 'Дата удаления', before: deleted.changes[0]?.after, after: null },
      { field: 'Причина удаления', before: 'Клиент ушел', after: null },
    ]);

    expect((await send(partner.session, 'DELETE', `/api/subscriptions/${subscriptionId}`, { delayDays: 0 })).statusCode).toBe(200);
    const deletions = (await stored(partnerId)).filter((e) => e.action === 'subscription.deleted');
    expect(deletions).toHaveLength(2);
    expect(deletions[1]?.changes).toEqual([{ field: 'Дата удаления', before: null, after: expect.any(String) }]);
  });

  it('a demo converted to a paid kit: «Подписка изменена», the kit before → after', async () => {
    const partner = await createActivePartner(ctx.app);
    const partnerId = partnerIdOf(partner);
    const customerId = await createConfirmedCustomer(ctx.app, partnerId);
    const { kit: demoKit, options } = await kitOf(ctx.app, partner.session, 'grm', 'bp', 2);
    const ordered = await send(
      partner.session,
      'POST',
      '/api/1c_ecw_application/order',
      orderBody(customerId, 'grm', demoKit.serviceKitId, [[options[0]?.serviceOptionId ?? '', 1]], 'Демо'),
    );
    const demoId: string = ordered.json().subscriptionId;
    await waitForStatus(ctx.app, demoId, 'DEPLOYED');
    const { kit: fileKit } = await kitOf(ctx.app, partner.session, 'grm', 'bp', 0);
    const converted = await send(partner.session, 'POST', `/api/subscriptions/${demoId}/convert`, { serviceKitId: fileKit.serviceKitId });
    expect(converted.statusCode, converted.body).toBe(201);
    const entry = await onlyEntry(partnerId, 'subscription.changed');
    expect(entry).toMatchObject({ subject_type: 'subscription', subject_id: demoId });
    expect(entry.changes).toEqual([{ field: 'Тип развертывания', before: demoKit.name, after: fileKit.name }]);
    // Converting again is refused: no second entry.
    expect((await send(partner.session, 'POST', `/api/subscriptions/${demoId}/convert`, {})).statusCode).toBe(409);
    expect((await stored(partnerId)).filter((e) => e.action === 'subscription.changed')).toHaveLength(1);
    await waitForStatus(ctx.app, converted.json().subscriptionId, 'DEPLOYED');
  });

  it('an act signed and another refused with its reason; nothing for signing twice', async () => {
    const partner = await createActivePartner(ctx.app);
    const partnerId = partnerIdOf(partner);
    const toSign = await invoiceOf(partnerId);
    const toRefuse = await invoiceOf(partnerId);
    expect((await send(partner.session, 'POST', `/api/invoices/${toSign.id}/act/sign`)).statusCode).toBe(200);
    expect((await send(partner.session, 'POST', `/api/invoices/${toSign.id}/act/sign`)).statusCode).toBe(409);
    expect(await onlyEntry(partnerId, 'act.signed')).toMatchObject({
      subject_type: 'invoice',
      subject_id: toSign.id,
      subject_label: `Акт к счету № ${toSign.number} за ${monthLabel(toSign.year, toSign.month)}`,
    });
    const refusal = await send(partner.session, 'POST', `/api/invoices/${toRefuse.id}/act/refuse`, { reason: 'Не согласны с суммой' });
    expect(refusal.statusCode, refusal.body).toBe(200);
    expect((await onlyEntry(partnerId, 'act.refused')).changes).toEqual([
      { field: 'Причина отказа', before: null, after: 'Не согласны с суммой' },
    ]);
  });

  it('webhooks added, changed and removed; nothing for a refused address', async () => {
    const partner = await createActivePartner(ctx.app);
    const partnerId = partnerIdOf(partner);
    expect((await send(partner.session, 'POST', '/api/webhooks', { url: 'ftp://x.ru', events: ['invoice.paid'] })).statusCode).toBe(400);
    expect(await stored(partnerId)).toEqual([]);

    const added = await send(partner.session, 'POST', '/api/webhooks', { url: 'https://hooks.example.ru/a', events: ['invoice.paid'] });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json();
    const changed = await send(partner.session, 'PUT', `/api/webhooks/${id}`, {
      url: 'https://hooks.example.ru/b',
      events: ['invoice.paid', 'invoice.issued'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await send(partner.session, 'DELETE', `/api/webhooks/${id}`)).statusCode).toBe(204);
    const entries = await stored(partnerId);
    expect(entries.map((e) => [e.action, e.subject_id, e.changes])).toEqual([
      [
        'webhook.changed',
        id,
        [
          { field: 'Адрес', before: null, after: 'https://hooks.example.ru/a' },
          { field: 'События', before: null, after: 'Счет оплачен' },
        ],
      ],
      [
        'webhook.changed',
        id,
        [
          { field: 'Адрес', before: 'https://hooks.example.ru/a', after: 'https://hooks.example.ru/b' },
          { field: 'События', before: 'Счет оплачен', after: 'Счет оплачен, Счет выставлен' },
        ],
      ],
      [
        'webhook.changed',
        id,
        [
          { field: 'Адрес', before: 'https://hooks.example.ru/b', after: null },
          { field: 'События', before: 'Счет оплачен, Счет выставлен', after: null },
        ],
      ],
    ]);
  });

  it('the profile edited, before → after; nothing for a refused edit', async () => {
    const partner = await createActivePartner(ctx.app);
    const partnerId = partnerIdOf(partner);
    expect((await send(partner.session, 'PATCH', '/api/participation', { website: 'нет' })).statusCode).toBe(400);
    const response = await send(partner.session, 'PATCH', '/api/participation', { publicName: 'Альфа', website: 'https://alfa.ru' });
    expect(response.statusCode, response.body).toBe(200);
    const entry = await onlyEntry(partnerId, 'profile.edited');
    expect(entry).toMatchObject({ subject_type: 'partner', subject_id: partnerId, subject_label: 'Профиль партнера' });
    expect(entry.changes).toEqual([
      { field: 'Сайт', before: null, after: 'https://alfa.ru' },
      { field: 'Рекламное название компании', before: null, after: 'Альфа' },
    ]);
  });

  it('a change made with an API token names its person and the token', async () => {
    const partner = await createActivePartner(ctx.app);
    const partnerId = partnerIdOf(partner);
    const token = `journal-token-${randomUUID()}`;
    const { id: tokenId } = await ctx.app.db
      .insertInto('api_tokens')
      .values({ account_id: partner.accountId, token_hash: apiTokenHashOf(token), role: 'ADMIN' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { authorization: `Bearer ${token}` },
      payload: customerBody(),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await onlyEntry(partnerId, 'customer.registered')).toMatchObject({ actor_account_id: partner.accountId, api_token_id: tokenId });
    const [item] = (await readJournal(partner.session)).items;
    expect(item).toMatchObject({ viaToken: true, actor: { id: partner.accountId } });
  });

  it("the vendor's operator changing a partner's data writes nothing in the partner's journal", async () => {
    const partner = await createActivePartner(ctx.app);
    const operator = await createOperator(ctx.app);
    await send(operator.session, 'POST', `/api/backoffice/partners/${partnerIdOf(partner)}/provisioner-failure`);
    expect(await stored(partnerIdOf(partner))).toEqual([]);
  });
});

describe('GET /api/journal', () => {
  /** A partner with a second person and six entries over three Moscow days, and another partner with one entry. */
  async function journalWorld() {
    const partner = await createActivePartner(ctx.app);
    const partnerId = partnerIdOf(partner);
    await ctx.app.db.updateTable('accounts').set({ name: 'Анна', surname: 'Главная' }).where('id', '=', partner.accountId).execute();
    const colleague = await createActivePartner(ctx.app);
    await ctx.app.db
      .updateTable('accounts')
      .set({ partner_id: partnerId, member_role: 'MANAGER', name: null, surname: null })
      .where('id', '=', colleague.accountId)
      .execute();
    clearCallerCache();
    const at = (day: number, hour: number, minute = 0) => new Date(moscowDayStart(2026, 2, day).getTime() + (hour * 60 + minute) * 60_000);
    await insertEntries(partnerId, [
      { at: at(1, 9), actor: partner.accountId, action: 'customer.registered', label: 'ООО «Первый»' },
      { at: at(1, 23, 59), actor: colleague.accountId, action: 'order.placed', label: 'Заказ 1' },
      { at: at(2, 0, 1), actor: colleague.accountId, action: 'order.placed', label: 'Заказ 2' },
      {
        at: at(2, 12),
        actor: partner.accountId,
        action: 'customer.edited',
        label: 'ООО «Первый»',
        changes: [{ field: 'Город', before: 'Пермь', after: 'Омск' }],
      },
      { at: at(3, 8), actor: partner.accountId, action: 'act.signed', label: 'Акт', token: randomUUID() },
      { at: at(3, 8), actor: colleague.accountId, action: 'order.placed', label: 'Заказ 3' },
    ]);
    const other = await createActivePartner(ctx.app);
    await insertEntries(partnerIdOf(other), [{ at: at(2, 10), actor: other.accountId, action: 'customer.registered', label: 'Чужой' }]);
    return { partner, partnerId, colleague, other };
  }

  const labels = (page: JournalPage) => page.items.map((item) => item.subjectLabel);

  it("reads the caller's organisation's entries newest first, with the person, token, address and changes", async () => {
    const { partner, colleague } = await journalWorld();
    const page = await readJournal(partner.session);
    expect(labels(page)).toEqual(['Заказ 3', 'Акт', 'ООО «Первый»', 'Заказ 2', 'Заказ 1', 'ООО «Первый»']);
    expect(page.hasMore).toBe(false);
    expect(page.items[1]).toMatchObject({
      actor: { id: partner.accountId, name: 'Анна Главная', email: partner.email },
      viaToken: true,
      ipAddress: '10.0.0.7',
      action: 'act.signed',
      at: new Date(moscowDayStart(2026, 2, 3).getTime() + 8 * 3_600_000).toISOString(),
    });
    // A person who gave no name is named by the e-mail.
    expect(page.items[0]?.actor).toEqual({ id: colleague.accountId, name: colleague.email, email: colleague.email });
    expect(page.items[2]).toMatchObject({ viaToken: false, changes: [{ field: 'Город', before: 'Пермь', after: 'Омск' }] });
    expect(labels(page)).not.toContain('Чужой');
  });

  it('pages with page and size, telling whether more follow', async () => {
    const { partner } = await journalWorld();
    const first = await readJournal(partner.session, 'size=4');
    expect(labels(first)).toEqual(['Заказ 3', 'Акт', 'ООО «Первый»', 'Заказ 2']);
    expect(first.hasMore).toBe(true);
    const second = await readJournal(partner.session, 'size=4&page=1');
    expect(labels(second)).toEqual(['Заказ 1', 'ООО «Первый»']);
    expect(second.hasMore).toBe(false);
    const exact = await readJournal(partner.session, 'size=3&page=1');
    expect(exact.items).toHaveLength(3);
    expect(exact.hasMore).toBe(false);
  });

  it('filters by person, by action and by Moscow calendar days (both included), together', async () => {
    const { partner, colleague } = await journalWorld();
    expect(labels(await readJournal(partner.session, `actor=${colleague.accountId}`))).toEqual(['Заказ 3', 'Заказ 2', 'Заказ 1']);
    expect(labels(await readJournal(partner.session, 'action=customer.registered'))).toEqual(['ООО «Первый»']);
    // 23:59 of 1 March in Moscow is 20:59 UTC, 00:01 of 2 March is 21:01 UTC of 1 March: the days are Moscow's.
    expect(labels(await readJournal(partner.session, 'from=2026-03-01&to=2026-03-01'))).toEqual(['Заказ 1', 'ООО «Первый»']);
    expect(labels(await readJournal(partner.session, 'from=2026-03-02&to=2026-03-02'))).toEqual(['ООО «Первый»', 'Заказ 2']);
    expect(labels(await readJournal(partner.session, 'from=2026-03-02'))).toEqual(['Заказ 3', 'Акт', 'ООО «Первый»', 'Заказ 2']);
    expect(labels(await readJournal(partner.session, 'to=2026-03-01'))).toEqual(['Заказ 1', 'ООО «Первый»']);
    expect(labels(await readJournal(partner.session, `actor=${colleague.accountId}&action=order.placed&from=2026-03-02`))).toEqual([
      'Заказ 3',
      'Заказ 2',
    ]);
    // Another partner's person as a filter finds nothing here.
    const { other } = await journalWorld();
    expect((await readJournal(partner.session, `actor=${other.accountId}`)).items).toEqual([]);
  });

  it('refuses filters that are not a person, an action or a day', async () => {
    const { partner } = await journalWorld();
    for (const query of ['actor=x', 'action=customer.deleted', 'from=01.03.2026', 'size=0', 'size=201', 'page=-1']) {
      expect((await send(partner.session, 'GET', `/api/journal?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('is for people with the right «journal»: a manager gets 403, an operator 403, nobody signed in 401', async () => {
    const { colleague } = await journalWorld();
    const refused = await send(colleague.session, 'GET', '/api/journal');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TEAM_ERRORS.noRight);
    expect((await send(colleague.session, 'GET', '/api/journal/export')).statusCode).toBe(403);
    const operator = await createOperator(ctx.app);
    expect((await send(operator.session, 'GET', '/api/journal')).statusCode).toBe(403);
    expect((await send(null, 'GET', '/api/journal')).statusCode).toBe(401);
  });

  it("reads a distributor's own journal for its administrator", async () => {
    const distributor = await createDistributorAccount(ctx.app);
    const distributorId = partnerIdOf(distributor);
    await insertEntries(distributorId, [{ at: new Date(), actor: distributor.accountId, action: 'member.invited', label: 'a@b.ru' }]);
    expect(labels(await readJournal(distributor.session))).toEqual(['a@b.ru']);
  });
});

describe('GET /api/journal/export', () => {
  it('writes the filtered entries as a workbook that opens, with Russian columns, Moscow times and the changes', async () => {
    const partner = await createActivePartner(ctx.app);
    const partnerId = partnerIdOf(partner);
    await ctx.app.db.updateTable('accounts').set({ name: 'Анна', surname: 'Главная' }).where('id', '=', partner.accountId).execute();
    const at = new Date(moscowDayStart(2026, 3, 10).getTime() + (14 * 60 + 5) * 60_000);
    await insertEntries(partnerId, [
      {
        at,
        actor: partner.accountId,
        action: 'customer.edited',
        label: 'ООО «Альфа»',
        token: randomUUID(),
        changes: [
          { field: 'Город', before: 'Пермь', after: 'Омск' },
          { field: 'Телефон', before: null, after: '+7 900 000-00-00' },
        ],
      },
      { at: new Date(at.getTime() - 60_000), actor: partner.accountId, action: 'order.placed', label: 'Заказ' },
      { at: new Date(at.getTime() + 86_400_000), actor: partner.accountId, action: 'act.signed', label: 'Другой день' },
    ]);
    const response = await send(partner.session, 'GET', '/api/journal/export?from=2026-04-10&to=2026-04-10');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="journal-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const { name, rows } = await readXlsx(response.rawPayload);
    expect(name).toBe('Журнал действий');
    expect(rows[0]).toEqual(['Дата и время', 'Сотрудник', 'E-mail', 'Через токен API', 'IP-адрес', 'Действие', 'Объект', 'Изменения']);
    expect(rows).toHaveLength(3);
    const [when, ...rest] = rows[1] ?? [];
    // Written as Moscow wall-clock time: 14:05 on 10 April.
    expect((when as Date).toISOString()).toBe('2026-04-10T14:05:00.000Z');
    expect(rest).toEqual([
      'Анна Главная',
      partner.email,
      'да',
      '10.0.0.7',
      JOURNAL_ACTION_LABELS['customer.edited'],
      'ООО «Альфа»',
      'Город: Пермь → Омск\nТелефон: — → +7 900 000-00-00',
    ]);
    expect(rows[2]?.slice(1, 7)).toEqual(['Анна Главная', partner.email, 'нет', '10.0.0.7', 'Заказ оформлен', 'Заказ']);
  });

  it('reads every entry past the first batch, in order, and only the partner’s own', async () => {
    const partner = await createActivePartner(ctx.app);
    const partnerId = partnerIdOf(partner);
    const start = Date.UTC(2026, 0, 1);
    // Same-millisecond times: the batches continue after the last entry's exact time and id.
    await insertEntries(
      partnerId,
      Array.from({ length: 2500 }, (_, i) => ({
        at: new Date(start + Math.floor(i / 3) * 1000),
        actor: partner.accountId,
        action: 'order.placed' as const,
        label: `Заказ ${i}`,
      })),
    );
    const other = await createActivePartner(ctx.app);
    await insertEntries(partnerIdOf(other), [{ at: new Date(start), actor: other.accountId, action: 'order.placed', label: 'Чужой' }]);
    const response = await send(partner.session, 'GET', '/api/journal/export?action=order.placed');
    expect(response.statusCode).toBe(200);
    const { rows } = await readXlsx(response.rawPayload);
    const subjects = rows.slice(1).map((row) => row[6]);
    expect(subjects).toHaveLength(2500);
    expect(new Set(subjects).size).toBe(2500);
    expect(subjects).not.toContain('Чужой');
    expect(subjects[0]).toBe('Заказ 2499');
    expect(subjects.at(-1)).toBe('Заказ 0');
  });
});

describe('the export stream', () => {
  it('stops at its cap and says that entries were left out, in batches that continue one another', async () => {
    const partner = await createActivePartner(ctx.app);
    const partnerId = partnerIdOf(partner);
    const start = Date.UTC(2026, 0, 1);
    await insertEntries(
      partnerId,
      Array.from({ length: 7 }, (_, i) => ({
        at: new Date(start + i),
        actor: partner.accountId,
        action: 'order.placed' as const,
        label: `${i}`,
      })),
    );
    const read = async (max: number) => {
      const batches: string[][] = [];
      const stream = streamJournal(ctx.app.db, partnerId, {}, max, 2);
      for (;;) {
        const next = await stream.next();
        if (next.done) return { batches, capped: next.value };
        batches.push(next.value.map((row) => row.subjectLabel ?? ''));
      }
    };
    expect(await read(5)).toEqual({ batches: [['6', '5'], ['4', '3'], ['2']], capped: true });
    expect(await read(7)).toEqual({ batches: [['6', '5'], ['4', '3'], ['2', '1'], ['0']], capped: false });
    expect(await read(8)).toEqual({ batches: [['6', '5'], ['4', '3'], ['2', '1'], ['0']], capped: false });
  });
});

describe("the vendor's operator: GET /api/backoffice/partners/{partnerId}/journal and its export", () => {
  it("reads any partner's journal with the same filters, 404 for an unknown partner, 403 for a partner", async () => {
    const partner = await createActivePartner(ctx.app);
    const partnerId = partnerIdOf(partner);
    const operator = await createOperator(ctx.app);
    await insertEntries(partnerId, [
      { at: new Date(Date.now() - 1000), actor: partner.accountId, action: 'customer.registered', label: 'Первый' },
      { at: new Date(), actor: partner.accountId, action: 'order.placed', label: 'Второй' },
    ]);
    const base = `/api/backoffice/partners/${partnerId}/journal`;
    expect((await readJournal(operator.session, '', base)).items.map((i) => i.subjectLabel)).toEqual(['Второй', 'Первый']);
    expect((await readJournal(operator.session, 'action=customer.registered', base)).items.map((i) => i.subjectLabel)).toEqual(['Первый']);
    expect((await send(operator.session, 'GET', `/api/backoffice/partners/${randomUUID()}/journal`)).statusCode).toBe(404);
    expect((await send(operator.session, 'GET', `/api/backoffice/partners/${randomUUID()}/journal/export`)).statusCode).toBe(404);
    expect((await send(partner.session, 'GET', base)).statusCode).toBe(403);

    const file = await send(operator.session, 'GET', `${base}/export`);
    expect(file.statusCode).toBe(200);
    const code = (await ctx.app.db.selectFrom('partners').select('partner_code').where('id', '=', partnerId).executeTakeFirstOrThrow())
      .partner_code;
    expect(file.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="journal-${code}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"$`));
    expect((await readXlsx(file.rawPayload)).rows.slice(1).map((row) => row[6])).toEqual(['Второй', 'Первый']);
  });
});

describe('append-only', () => {
  it('the database refuses to update or delete an entry', async () => {
    const partner = await createActivePartner(ctx.app);
    const partnerId = partnerIdOf(partner);
    await insertEntries(partnerId, [{ at: new Date(), actor: partner.accountId, action: 'order.placed', label: 'Запись' }]);
    await expect(
      ctx.app.db.updateTable('partner_journal').set({ subject_label: 'Подделка' }).where('partner_id', '=', partnerId).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(ctx.app.db.deleteFrom('partner_journal').where('partner_id', '=', partnerId).execute()).rejects.toThrow(/append-only/);
    expect((await stored(partnerId)).map((e) => e.subject_label)).toEqual(['Запись']);
  });

  it('no route changes an entry, and the reading routes are in the OpenAPI document with Russian summaries', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    };
    const journalPaths = Object.entries(document.paths).filter(([path]) => path.includes('journal'));
    expect(journalPaths.map(([path, operations]) => [path, Object.keys(operations)])).toEqual([
      ['/api/journal', ['get']],
      ['/api/journal/export', ['get']],
      ['/api/backoffice/partners/{partnerId}/journal', ['get']],
      ['/api/backoffice/partners/{partnerId}/journal/export', ['get']],
    ]);
    expect(document.paths['/api/journal']?.get).toMatchObject({ tags: ['journal'], summary: 'Журнал действий организации' });
    expect(JOURNAL_EXPORT.maxRows).toBe(100_000);
  });
});
