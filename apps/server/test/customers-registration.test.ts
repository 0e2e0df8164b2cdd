/** API tests of client registration (POST /api/customers): success, the letter and its confirmation link, every spec code, the race. */
import { CUSTOMER_ERRORS, CUSTOMER_MESSAGES, INN_FORMAT_MESSAGE, type Customer } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { DIRECTORY_ORGANISATIONS } from '../src/ports/tax-registry/directory-tax-registry.ts';
import {
  confirmationTokenFor,
  createAccount,
  createActivePartner,
  customerBody,
  insertCustomers,
  unknownInn,
  withWrongCheckDigit,
  type TestAccount,
} from './support/factories.ts';
import { request, useTestApp, type Session } from './support/test-app.ts';

const ctx = useTestApp();

// INNs and logins are unique across the portal: each test takes its own.
const organisations = DIRECTORY_ORGANISATIONS.filter((o) => o.inn.length === 10);
function takeOrganisation() {
  const organisation = organisations.shift();
  if (!organisation) throw new Error('directory exhausted');
  return organisation;
}

const register = (session: Session | null, payload: Record<string, unknown>) =>
  request(ctx.app, session, { method: 'POST', url: '/api/customers', payload });
const confirm = (token: string) => request(ctx.app, null, { method: 'POST', url: '/api/customers/confirm', payload: { token } });

function partnerId(account: TestAccount): string {
  if (!account.partnerId) throw new Error('partner expected');
  return account.partnerId;
}

async function customerCount(partner: TestAccount): Promise<number> {
  const row = await ctx.app.db
    .selectFrom('customers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('partner_id', '=', partnerId(partner))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function lettersTo(email: string) {
  return ctx.app.db.selectFrom('mail_outbox').select(['kind', 'subject', 'body_text']).where('to_address', '=', email).execute();
}

describe('POST /api/customers: success', () => {
  it('registers a client with an INN: name, KPP, city and address from the registry, unconfirmed, email lower-cased', async () => {
    const organisation = takeOrganisation();
    const partner = await createActivePartner(ctx.app);
    const body = customerBody({
      inn: organisation.inn,
      email: 'Director@Romashka-Test.RU',
      responsible: ' -- Николаев Николай - ',
      phone: '+7 (343) 123-45-67',
      onecUsername: 'buh_romashka',
      numberOfEmloyees: 12,
    });
    const response = await register(partner.session, body);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as Customer;
    expect(created).toMatchObject({
      name: organisation.name,
      inn: organisation.inn,
      kpp: organisation.kpp,
      city: organisation.city,
      street: organisation.address,
      email: 'director@romashka-test.ru',
      responsible: 'Николаев Николай',
      phone: '+7 (343) 123-45-67',
      oneCId: 'buh_romashka',
      onecUsername: 'buh_romashka',
      numberOfEmloyees: 12,
      status: 'unconfirmed',
    });
    expect(created.customerCode).toMatch(/^\d+$/);

    const read = await request(ctx.app, partner.session, { method: 'GET', url: `/api/customer-manager/${created.id}` });
    expect(read.json()).toEqual(created);
    const listed = await request(ctx.app, partner.session, { method: 'GET', url: '/api/customer-manager' });
    expect(listed.json()).toMatchObject({ total: 1, items: [created] });
  });

  it('registers a client without an INN, named after the stripped contact person', async () => {
    const partner = await createActivePartner(ctx.app);
    const response = await register(partner.session, customerBody({ responsible: '- Сидорова Анна -', inn: '' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Сидорова Анна',
      responsible: 'Сидорова Анна',
      inn: null,
      kpp: null,
      city: null,
      oneCId: null,
      status: 'unconfirmed',
    });
  });

  it('sends the client a letter whose link confirms the client once', async () => {
    const partner = await createActivePartner(ctx.app);
    const body = customerBody({ responsible: 'Подтверждаев Петр' });
    const created = (await register(partner.session, body)).json() as Customer;

    const letters = await lettersTo(body.email);
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({ kind: 'customer.confirmation' });
    const { link, token } = await confirmationTokenFor(ctx.app, body.email);
    expect(link).toContain('#/client-confirm?token=');
    expect(link.startsWith(ctx.app.config.publicUrl)).toBe(true);

    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ name: 'Подтверждаев Петр' });
    const read = await request(ctx.app, partner.session, { method: 'GET', url: `/api/customer-manager/${created.id}` });
    expect(read.json()).toMatchObject({ status: 'confirmed' });

    const second = await confirm(token);
    expect(second.statusCode).toBe(404);
    expect(second.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 404 to an unknown confirmation token and 400 to a malformed one', async () => {
    expect((await confirm('x'.repeat(32))).statusCode).toBe(404);
    expect((await confirm('short')).statusCode).toBe(400);
  });

  it('registers with a directory login in any case and keeps it as typed', async () => {
    const partner = await createActivePartner(ctx.app);
    const response = await register(partner.session, customerBody({ onecUsername: 'OKNA_ADMIN' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ oneCId: 'OKNA_ADMIN' });
  });
});

describe('POST /api/customers: access', () => {
  it('answers 401 to an anonymous caller and 403 to a partner whose participation is not on', async () => {
    expect((await register(null, customerBody())).statusCode).toBe(401);
    const waiting = await createAccount(ctx.app, { authorities: ['ROLE_PARTNER'], partner: { status: 'wait' } });
    const body = customerBody();
    expect((await register(waiting.session, body)).statusCode).toBe(403);
    expect(await lettersTo(body.email)).toEqual([]);
  });
});

describe('POST /api/customers: the spec codes', () => {
  async function expectRefused(partner: TestAccount, body: Record<string, unknown>, status: number, code: string, message: string) {
    const before = await customerCount(partner);
    const response = await register(partner.session, body);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ code, message });
    expect(await customerCount(partner)).toBe(before);
    if (typeof body.email === 'string') expect(await lettersTo(body.email.toLowerCase())).toEqual([]);
  }

  it('ERR_001 for an INN with wrong check digits (400)', async () => {
    const partner = await createActivePartner(ctx.app);
    const inn = withWrongCheckDigit(takeOrganisation().inn);
    await expectRefused(partner, customerBody({ inn }), 400, 'ERR_001', 'Введен неверный ИНН');
  });

  it('ERR_001 with the format message for an INN of the wrong length (400)', async () => {
    const partner = await createActivePartner(ctx.app);
    await expectRefused(partner, customerBody({ inn: '12345' }), 400, 'ERR_001', INN_FORMAT_MESSAGE);
  });

  it('ERR_002 for a valid INN the registry does not know (404)', async () => {
    const partner = await createActivePartner(ctx.app);
    await expectRefused(partner, customerBody({ inn: unknownInn() }), 404, 'ERR_002', CUSTOMER_ERRORS.ERR_002);
  });

  it("ERR_004 for the email of another partner's client, in any case (409)", async () => {
    const owner = await createActivePartner(ctx.app);
    await insertCustomers(ctx.app, partnerId(owner), [{ email: 'taken-by-other@test.ru' }]);
    const partner = await createActivePartner(ctx.app);
    await expectRefused(partner, customerBody({ email: 'Taken-By-Other@Test.RU' }), 409, 'ERR_004', CUSTOMER_ERRORS.ERR_004);
  });

  it("ERR_004 for the email of the partner's own client (409)", async () => {
    const partner = await createActivePartner(ctx.app);
    await insertCustomers(ctx.app, partnerId(partner), [{ email: 'taken-own@test.ru' }]);
    await expectRefused(partner, customerBody({ email: 'taken-own@test.ru' }), 409, 'ERR_004', CUSTOMER_ERRORS.ERR_004);
  });

  it.each([['not-an-email'], ['name@domain'], ['name@domain.x'], ['']])('ERR_005 for the email %j (400)', async (email) => {
    const partner = await createActivePartner(ctx.app);
    await expectRefused(partner, customerBody({ email }), 400, 'ERR_005', 'Введен неверный E-mail');
  });

  it('ERR_006 for a login the directory does not know (404)', async () => {
    const partner = await createActivePartner(ctx.app);
    const response = await register(partner.session, customerBody({ onecUsername: 'nobody_knows_me' }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ERR_006' });
    expect(await customerCount(partner)).toBe(0);
  });

  it('ERR_010 for an INN another client already has (409)', async () => {
    const organisation = takeOrganisation();
    const owner = await createActivePartner(ctx.app);
    await insertCustomers(ctx.app, partnerId(owner), [{ inn: organisation.inn }]);
    const partner = await createActivePartner(ctx.app);
    await expectRefused(partner, customerBody({ inn: organisation.inn }), 409, 'ERR_010', CUSTOMER_ERRORS.ERR_010);
  });

  it("ERR_011 for a login another partner's client has (409)", async () => {
    const owner = await createActivePartner(ctx.app);
    await insertCustomers(ctx.app, partnerId(owner), [{ oneCId: 'nevsky_hleb' }]);
    const partner = await createActivePartner(ctx.app);
    await expectRefused(partner, customerBody({ onecUsername: 'Nevsky_Hleb' }), 409, 'ERR_011', CUSTOMER_ERRORS.ERR_011);
  });

  it("ERR_011 for a login the partner's own client has (409)", async () => {
    const partner = await createActivePartner(ctx.app);
    await insertCustomers(ctx.app, partnerId(partner), [{ oneCId: 'sibmebel' }]);
    await expectRefused(partner, customerBody({ onecUsername: 'sibmebel' }), 409, 'ERR_011', CUSTOMER_ERRORS.ERR_011);
  });

  it.each([['позвоните'], ['+7 912 345 67 89 доб. 1'], ['1'.repeat(31)], ['']])('ERR_012 for the phone %j (400)', async (phone) => {
    const partner = await createActivePartner(ctx.app);
    await expectRefused(partner, customerBody({ phone }), 400, 'ERR_012', 'Неправильный формат телефонного номера');
  });

  it("406 for a partner's login", async () => {
    const partner = await createActivePartner(ctx.app);
    await expectRefused(partner, customerBody({ onecUsername: 'beta_consulting' }), 406, 'LOGIN_PARTNER', CUSTOMER_MESSAGES.loginPartner);
  });

  it('400 VALIDATION for an empty contact person', async () => {
    const partner = await createActivePartner(ctx.app);
    const response = await register(partner.session, customerBody({ responsible: ' - ' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field: 'responsible', message: 'Обязательное поле' }]);
  });
});

describe('POST /api/customers: simultaneous registrations', () => {
  it('accepts exactly one of two registrations with one email, the other gets 409 ERR_004', async () => {
    const a = await createActivePartner(ctx.app);
    const b = await createActivePartner(ctx.app);
    const email = `race-${Math.random().toString(36).slice(2, 8)}@test.ru`;
    const responses = await Promise.all([
      register(a.session, customerBody({ email })),
      register(b.session, customerBody({ email: email.toUpperCase() })),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = responses.find((r) => r.statusCode === 409);
    expect(refused?.json()).toMatchObject({ code: 'ERR_004', message: CUSTOMER_ERRORS.ERR_004 });

    const rows = await ctx.app.db.selectFrom('customers').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
    expect(await lettersTo(email)).toHaveLength(1);
  });

  it('accepts exactly one of two registrations with one INN, the other gets 409 ERR_010', async () => {
    const organisation = takeOrganisation();
    const partner = await createActivePartner(ctx.app);
    const responses = await Promise.all([
      register(partner.session, customerBody({ inn: organisation.inn })),
      register(partner.session, customerBody({ inn: organisation.inn })),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((r) => r.statusCode === 409)?.json()).toMatchObject({ code: 'ERR_010' });
    expect(await customerCount(partner)).toBe(1);
  });
});
