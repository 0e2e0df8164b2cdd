/** API tests of the client registry's partner calls: list (scope, search, sort, paging, access), login and INN checks, one client, edit, add INN. */
import { randomInt } from 'node:crypto';
import { completeInn, CUSTOMER_ERRORS, CUSTOMER_MESSAGES, CUSTOMER_SORT_FIELDS, INN_FORMAT_MESSAGE, type Customer } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { DIRECTORY_ORGANISATIONS } from '../src/ports/tax-registry/directory-tax-registry.ts';
import {
  createAccount,
  createActivePartner,
  createDistributorAccount,
  createOperator,
  insertCustomers,
  unknownInn,
  withWrongCheckDigit,
  type CustomerSeed,
  type TestAccount,
} from './support/factories.ts';
import { request, useTestApp, type Session } from './support/test-app.ts';

const ctx = useTestApp();

// INNs and logins are unique across the portal: each test takes its own organisations from the directory.
const organisations = [...DIRECTORY_ORGANISATIONS];
function takeOrganisation() {
  const organisation = organisations.shift();
  if (!organisation) throw new Error('directory exhausted');
  return organisation;
}

const get = (session: Session | null, url: string) => request(ctx.app, session, { method: 'GET', url });
const list = async (session: Session, query = '') => {
  const response = await get(session, `/api/customer-manager${query ? `?${query}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: Customer[]; total: number };
};

function partnerId(account: TestAccount): string {
  if (!account.partnerId) throw new Error('partner expected');
  return account.partnerId;
}

describe('GET /api/customer-manager: access', () => {
  it('answers 401 to an anonymous caller', async () => {
    const response = await get(null, '/api/customer-manager');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it.each([['wait' as const], ['refused' as const], ['off' as const], [null]])(
    'answers 403 to a partner whose participation is %s',
    async (status) => {
      const partner = await createAccount(ctx.app, { authorities: ['ROLE_PARTNER'], partner: { status } });
      for (const url of [
        '/api/customer-manager',
        '/api/customer-manager?validate=buh_romashka',
        '/api/customer-manager/export?format=csv',
      ]) {
        const response = await get(partner.session, url);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
    },
  );

  it('answers 403 to a distributor, an operator and an account linked to a partner without the partner role', async () => {
    const owner = await createActivePartner(ctx.app);
    const accountant = await createAccount(ctx.app, { authorities: ['ROLE_USER'] });
    await ctx.app.db
      .updateTable('accounts')
      .set({ partner_id: partnerId(owner) })
      .where('id', '=', accountant.accountId)
      .execute();
    for (const account of [await createDistributorAccount(ctx.app), await createOperator(ctx.app), accountant]) {
      const response = await get(account.session, '/api/customer-manager');
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('GET /api/customer-manager: the list', () => {
  it("lists only the partner's own clients, with the partner's client count as total", async () => {
    const a = await createActivePartner(ctx.app);
    const b = await createActivePartner(ctx.app);
    const ownIds = await insertCustomers(ctx.app, partnerId(a), [{}, {}, {}]);
    const otherIds = await insertCustomers(ctx.app, partnerId(b), [{}, {}]);

    const own = await list(a.session, 'pageSize=0');
    expect(own.total).toBe(3);
    expect(own.items.map((c) => c.id).sort()).toEqual([...ownIds].sort());
    const other = await list(b.session, 'pageSize=0');
    expect(other.total).toBe(2);
    expect(other.items.map((c) => c.id).sort()).toEqual([...otherIds].sort());
  });

  it('answers an empty list and total 0 to a partner without clients', async () => {
    const partner = await createActivePartner(ctx.app);
    expect(await list(partner.session)).toEqual({ items: [], total: 0 });
  });

  it('gives every field of the contract, newest first by default', async () => {
    const partner = await createActivePartner(ctx.app);
    const inn = unknownInn();
    const [older, newer] = await insertCustomers(ctx.app, partnerId(partner), [
      { createdAt: new Date('2024-01-01T10:00:00Z') },
      {
        name: 'ООО «Новый»',
        inn,
        kpp: `${inn.slice(0, 4)}01001`,
        city: 'Пермь',
        oneCId: 'new_login',
        createdAt: new Date('2024-02-01T10:00:00Z'),
      },
    ]);
    const page = await list(partner.session);
    expect(page.items.map((c) => c.id)).toEqual([newer, older]);
    expect(page.items[0]).toMatchObject({
      name: 'ООО «Новый»',
      inn,
      kpp: `${inn.slice(0, 4)}01001`,
      city: 'Пермь',
      oneCId: 'new_login',
      status: 'unconfirmed',
      createdAt: '2024-02-01T10:00:00.000Z',
    });
    expect(page.items[0]?.customerCode).toMatch(/^\d+$/);
  });
});

describe('GET /api/customer-manager: search', () => {
  const seedsWith = (inn: string, marker: string): Record<string, CustomerSeed> => ({
    name: { name: 'ООО «Жемчужина»' },
    responsible: { responsible: 'Зайцев Захар Петрович' },
    email: { email: `unique.mailbox.${marker}@firma.ru` },
    phone: { phone: '+7 (343) 210-98-76' },
    inn: { inn },
    login: { oneCId: `zz_search_${marker}` },
    city: { city: 'Сыктывкар' },
  });
  const terms: Array<[field: string, term: (inn: string, marker: string) => string]> = [
    ['name', () => 'жемчуж'],
    ['name', () => 'ЖЕМЧУЖИНА'],
    ['responsible', () => 'зайцев захар'],
    ['email', (_, marker) => `UNIQUE.mailbox.${marker}`],
    ['phone', () => '210-98'],
    ['inn', (inn) => inn],
    ['login', (_, marker) => `zz_search_${marker}`],
    ['city', () => 'сыктыв'],
  ];

  it.each(terms)('finds the client by %s, case-insensitively, and counts the matches', async (field, term) => {
    const inn = unknownInn();
    const marker = Math.random().toString(36).slice(2, 8);
    const seeds = seedsWith(inn, marker);
    const partner = await createActivePartner(ctx.app);
    const ids = await insertCustomers(ctx.app, partnerId(partner), [...Object.values(seeds), {}]);
    // Another partner holds a client of the same name and city.
    const other = await createActivePartner(ctx.app);
    await insertCustomers(ctx.app, partnerId(other), [{ name: 'ООО «Жемчужина»', city: 'Сыктывкар' }]);

    const found = await list(partner.session, `search=${encodeURIComponent(term(inn, marker))}`);
    expect(found.items.map((c) => c.id)).toEqual([ids[Object.keys(seeds).indexOf(field)]]);
    expect(found.total).toBe(1);
  });

  it('counts every match in total while paging through a search', async () => {
    const partner = await createActivePartner(ctx.app);
    await insertCustomers(ctx.app, partnerId(partner), [
      ...Array.from({ length: 7 }, (_, i) => ({ city: 'Кунгур', name: `ООО «Кунгурский ${i}»` })),
      ...Array.from({ length: 5 }, () => ({ city: 'Пермь' })),
    ]);
    const first = await list(partner.session, 'search=кунгур&pageSize=5');
    expect(first.total).toBe(7);
    expect(first.items).toHaveLength(5);
    const second = await list(partner.session, 'search=кунгур&pageSize=5&page=2');
    expect(second.total).toBe(7);
    expect(second.items).toHaveLength(2);
    expect((await list(partner.session, 'pageSize=0')).total).toBe(12);
  });

  it('treats % and _ in the search as literal characters', async () => {
    const partner = await createActivePartner(ctx.app);
    const [percent, underscore, plain] = await insertCustomers(ctx.app, partnerId(partner), [
      { name: 'Скидка 100% клиенту', email: 'percent@test.ru' },
      { name: 'Клиент a_b', email: 'underscore@test.ru' },
      { name: 'Клиент axb 1005', email: 'plain@test.ru' },
    ]);
    const ids = async (term: string) => (await list(partner.session, `search=${encodeURIComponent(term)}`)).items.map((c) => c.id);
    expect(await ids('%')).toEqual([percent]);
    expect(await ids('100%')).toEqual([percent]);
    expect(await ids('_')).toEqual([underscore]);
    expect(await ids('a_b')).toEqual([underscore]);
    expect(await ids('axb')).toEqual([plain]);
    expect(await ids('\\')).toEqual([]);
  });

  it("never finds another partner's clients", async () => {
    const a = await createActivePartner(ctx.app);
    const b = await createActivePartner(ctx.app);
    await insertCustomers(ctx.app, partnerId(b), [{ name: 'ООО «Чужой секрет»', email: 'secret-client@test.ru', oneCId: 'secret_login' }]);
    for (const term of ['Чужой секрет', 'secret-client', 'secret_login']) {
      expect(await list(a.session, `search=${encodeURIComponent(term)}`)).toEqual({ items: [], total: 0 });
    }
  });
});

describe('GET /api/customer-manager: sort and paging', () => {
  // Values whose order is the same under every collation (one alphabet, one case, same length where it matters).
  const seeds: CustomerSeed[] = [
    {
      name: 'ООО «Бета»',
      responsible: 'Дмитриев',
      email: 'c@sort.ru',
      phone: '+7 900 000-00-03',
      oneCId: 'sort_e',
      city: 'Вологда',
      createdAt: new Date('2024-03-01T00:00:00Z'),
    },
    {
      name: 'ООО «Альфа»',
      responsible: 'Борисов',
      email: 'e@sort.ru',
      phone: '+7 900 000-00-01',
      oneCId: 'sort_c',
      city: 'Дубна',
      createdAt: new Date('2024-05-01T00:00:00Z'),
    },
    {
      name: 'ООО «Гамма»',
      responsible: 'Алексеев',
      email: 'a@sort.ru',
      phone: '+7 900 000-00-05',
      oneCId: 'sort_a',
      city: 'Анапа',
      createdAt: new Date('2024-01-01T00:00:00Z'),
    },
    {
      name: 'ООО «Дельта»',
      responsible: 'Волков',
      email: 'd@sort.ru',
      phone: '+7 900 000-00-02',
      oneCId: 'sort_d',
      city: 'Березники',
      createdAt: new Date('2024-04-01T00:00:00Z'),
    },
    {
      name: 'ООО «Вега»',
      responsible: 'Григорьев',
      email: 'b@sort.ru',
      phone: '+7 900 000-00-04',
      oneCId: 'sort_b',
      city: 'Гатчина',
      createdAt: new Date('2024-02-01T00:00:00Z'),
    },
  ];
  const field = (seed: CustomerSeed & { id: string }, sort: (typeof CUSTOMER_SORT_FIELDS)[number]): string => {
    const value = sort === 'createdAt' ? seed.createdAt?.toISOString() : sort === 'oneCId' ? seed.oneCId : seed[sort];
    return value ?? '';
  };

  it.each(CUSTOMER_SORT_FIELDS.flatMap((sort) => [[sort, 'asc'] as const, [sort, 'desc'] as const]))(
    'sorts by %s %s',
    async (sort, order) => {
      const partner = await createActivePartner(ctx.app);
      // Emails, logins and INNs are unique across the portal: one prefix per test keeps the seeds' order.
      const prefix = Math.random().toString(36).slice(2, 8);
      const innBase = String(randomInt(10_000_000, 99_999_999));
      const innOrder = [3, 1, 4, 0, 2];
      const rows = seeds.map((s, i) => ({
        ...s,
        inn: completeInn(`${innBase}${innOrder[i] ?? 0}`),
        email: `${prefix}-${s.email ?? ''}`,
        oneCId: `${prefix}_${s.oneCId ?? ''}`,
      }));
      const ids = await insertCustomers(ctx.app, partnerId(partner), rows);
      const withIds = rows.map((row, i) => ({ ...row, id: ids[i] ?? '' }));
      const expected = [...withIds]
        .sort((x, y) => (field(x, sort) < field(y, sort) ? -1 : field(x, sort) > field(y, sort) ? 1 : 0))
        .map((row) => row.id);
      if (order === 'desc') expected.reverse();

      const sorted = await list(partner.session, `sort=${sort}&order=${order}&pageSize=0`);
      expect(sorted.items.map((c) => c.id)).toEqual(expected);
      // The same order, page by page.
      const paged = [
        ...(await list(partner.session, `sort=${sort}&order=${order}&pageSize=2&page=1`)).items,
        ...(await list(partner.session, `sort=${sort}&order=${order}&pageSize=2&page=2`)).items,
        ...(await list(partner.session, `sort=${sort}&order=${order}&pageSize=2&page=3`)).items,
      ];
      expect(paged.map((c) => c.id)).toEqual(expected);
    },
  );

  it('pages with the default size of 10, keeps total on every page, and pageSize 0 gives all', async () => {
    const partner = await createActivePartner(ctx.app);
    const ids = await insertCustomers(
      ctx.app,
      partnerId(partner),
      Array.from({ length: 23 }, (_, i) => ({ createdAt: new Date(Date.UTC(2024, 0, 1 + i)) })),
    );
    const newestFirst = [...ids].reverse();

    const first = await list(partner.session);
    expect(first.total).toBe(23);
    expect(first.items.map((c) => c.id)).toEqual(newestFirst.slice(0, 10));
    const third = await list(partner.session, 'page=3');
    expect(third.total).toBe(23);
    expect(third.items.map((c) => c.id)).toEqual(newestFirst.slice(20));
    const beyond = await list(partner.session, 'page=4');
    expect(beyond).toEqual({ items: [], total: 23 });

    const all = await list(partner.session, 'pageSize=0');
    expect(all.total).toBe(23);
    expect(all.items.map((c) => c.id)).toEqual(newestFirst);
  });

  it.each([['page=0'], ['pageSize=-1'], ['pageSize=1001'], ['sort=partner_id'], ['order=up'], ['page=abc']])(
    'answers 400 to the query %s',
    async (query) => {
      const partner = await createActivePartner(ctx.app);
      const response = await get(partner.session, `/api/customer-manager?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    },
  );
});

describe('GET /api/customer-manager?validate=<login>', () => {
  const validate = (session: Session, login: string) => get(session, `/api/customer-manager?validate=${encodeURIComponent(login)}`);

  it("answers 'found' for a free login of the vendor's directory", async () => {
    const partner = await createActivePartner(ctx.app);
    const response = await validate(partner.session, 'buh_romashka');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ outcome: 'found', message: CUSTOMER_MESSAGES.loginFound });
    expect(response.json().message).toBe('Учетная запись найдена');
  });

  it("answers 'ownClient' for a login of the partner's own client, in any case", async () => {
    const partner = await createActivePartner(ctx.app);
    await insertCustomers(ctx.app, partnerId(partner), [{ oneCId: 'okna_admin' }]);
    for (const login of ['okna_admin', 'OKNA_Admin']) {
      const response = await validate(partner.session, login);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        outcome: 'ownClient',
        message: 'Пользователь с таким логином уже существует среди ваших клиентов.',
      });
    }
  });

  it("answers 406 for a partner's login", async () => {
    const partner = await createActivePartner(ctx.app);
    const response = await validate(partner.session, 'alfa_soft');
    expect(response.statusCode).toBe(406);
    expect(response.json().message).toBe('Нельзя зарегистрировать логин с партнерским статусом!...');
  });

  it('answers 404 ERR_006 for a login the directory does not know', async () => {
    const partner = await createActivePartner(ctx.app);
    const response = await validate(partner.session, 'no_such_login_42');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ERR_006', message: 'Учетная запись не найдена...' });
  });

  it("answers 409 ERR_011 when another partner's client has the login", async () => {
    const owner = await createActivePartner(ctx.app);
    await insertCustomers(ctx.app, partnerId(owner), [{ oneCId: 'tehnostroy' }]);
    const partner = await createActivePartner(ctx.app);
    const response = await validate(partner.session, 'tehnostroy');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ERR_011', message: CUSTOMER_ERRORS.ERR_011 });
  });
});

describe('GET /api/customer-manager?inn=', () => {
  const check = (session: Session, inn: string) => get(session, `/api/customer-manager?inn=${encodeURIComponent(inn)}`);

  it.each([
    ['a legal entity', DIRECTORY_ORGANISATIONS.find((o) => o.inn.length === 10)],
    ['an individual entrepreneur', DIRECTORY_ORGANISATIONS.find((o) => o.inn.length === 12)],
  ])('reads name, KPP, city and address of %s from the registry', async (_, organisation) => {
    if (!organisation) throw new Error('directory entry expected');
    const partner = await createActivePartner(ctx.app);
    const response = await check(partner.session, organisation.inn);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      inn: organisation.inn,
      name: organisation.name,
      kpp: organisation.kpp,
      city: organisation.city,
      address: organisation.address,
      status: 'ACTIVE',
    });
  });

  it.each([['12345'], ['12345678901'], ['1234567890123'], ['12345abcde'], ['7707 08389 1']])(
    'answers 400 with the format message to %s',
    async (inn) => {
      const partner = await createActivePartner(ctx.app);
      const response = await check(partner.session, inn);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(INN_FORMAT_MESSAGE);
    },
  );

  it.each([['10'], ['12']])('answers 400 ERR_001 to a %s-digit number with wrong check digits', async (length) => {
    const partner = await createActivePartner(ctx.app);
    const valid = unknownInn(length === '10' ? 'legal' : 'individual');
    const response = await check(partner.session, withWrongCheckDigit(valid));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ERR_001', message: 'Введен неверный ИНН' });
  });

  it('answers 404 ERR_002 to a valid number the registry does not know', async () => {
    const partner = await createActivePartner(ctx.app);
    const response = await check(partner.session, unknownInn());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ERR_002', message: CUSTOMER_ERRORS.ERR_002 });
  });
});

describe('GET /api/customer-manager/:id', () => {
  it('gives the own client as in the list', async () => {
    const partner = await createActivePartner(ctx.app);
    const [id] = await insertCustomers(ctx.app, partnerId(partner), [{ name: 'ООО «Карточка»' }]);
    const response = await get(partner.session, `/api/customer-manager/${id}`);
    expect(response.statusCode).toBe(200);
    const inList = (await list(partner.session)).items[0];
    expect(response.json()).toEqual(inList);
    expect(response.json()).toMatchObject({ id, name: 'ООО «Карточка»' });
  });

  it("answers 404 ERR_003 for another partner's client and for an unknown id", async () => {
    const owner = await createActivePartner(ctx.app);
    const [id] = await insertCustomers(ctx.app, partnerId(owner), [{}]);
    const partner = await createActivePartner(ctx.app);
    for (const target of [id, '00000000-0000-4000-8000-000000000000']) {
      const response = await get(partner.session, `/api/customer-manager/${target}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ERR_003', message: 'Клиент не найден' });
    }
  });

  it('answers 400 to a malformed id', async () => {
    const partner = await createActivePartner(ctx.app);
    const response = await get(partner.session, '/api/customer-manager/not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('answers 401 to an anonymous caller', async () => {
    const response = await get(null, '/api/customer-manager/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(401);
  });
});

describe('PATCH /api/customer-manager/:id', () => {
  const patch = (session: Session | null, id: string | undefined, payload: Record<string, unknown>) =>
    request(ctx.app, session, { method: 'PATCH', url: `/api/customer-manager/${id ?? ''}`, payload });
  const row = (id: string | undefined) =>
    ctx.app.db
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', id ?? '')
      .executeTakeFirstOrThrow();

  it('changes only the fields sent', async () => {
    const partner = await createActivePartner(ctx.app);
    const [id] = await insertCustomers(ctx.app, partnerId(partner), [
      { name: 'ООО «Правка»', responsible: 'Старый Контакт', phone: '+7 900 111-11-11', city: 'Омск' },
    ]);
    const before = await row(id);

    const response = await patch(partner.session, id, { city: 'Томск' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      city: 'Томск',
      responsible: 'Старый Контакт',
      phone: '+7 900 111-11-11',
      email: before.email,
    });
    const after = await row(id);
    expect({ ...after, city: before.city, updated_at: before.updated_at }).toEqual(before);
  });

  it('strips the contact name, lower-cases the email and keeps the phone as typed', async () => {
    const partner = await createActivePartner(ctx.app);
    const [id] = await insertCustomers(ctx.app, partnerId(partner), [{}]);
    const email = `New-${Math.random().toString(36).slice(2, 8)}@Firma.RU`;
    const response = await patch(partner.session, id, { responsible: ' - Петров Петр - ', email, phone: '8 (912) 000-11-22' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ responsible: 'Петров Петр', email: email.toLowerCase(), phone: '8 (912) 000-11-22' });
  });

  it("answers 400 'Поле пустым оставлять нельзя' to an empty contact person", async () => {
    const partner = await createActivePartner(ctx.app);
    const [id] = await insertCustomers(ctx.app, partnerId(partner), [{ responsible: 'Не Пусто' }]);
    for (const responsible of ['', '  ', ' - ']) {
      const response = await patch(partner.session, id, { responsible });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Поле пустым оставлять нельзя',
        details: [{ field: 'responsible', message: 'Поле пустым оставлять нельзя' }],
      });
    }
    expect((await row(id)).responsible).toBe('Не Пусто');
  });

  it("answers 400 'Неправильный формат' to a bad email and 'неверный формат' to a bad phone", async () => {
    const partner = await createActivePartner(ctx.app);
    const [id] = await insertCustomers(ctx.app, partnerId(partner), [{}]);
    const email = await patch(partner.session, id, { email: 'not-an-email' });
    expect(email.statusCode).toBe(400);
    expect(email.json().details).toEqual([{ field: 'email', message: 'Неправильный формат' }]);
    const phone = await patch(partner.session, id, { phone: 'позвоните мне' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().details).toEqual([{ field: 'phone', message: CUSTOMER_MESSAGES.phoneFormat }]);
  });

  it("answers 409 ERR_004 to the email of another client, of any partner, and keeps the client's own email", async () => {
    const partner = await createActivePartner(ctx.app);
    const other = await createActivePartner(ctx.app);
    const [id, sibling] = await insertCustomers(ctx.app, partnerId(partner), [{}, { email: 'taken-own@test.ru' }]);
    await insertCustomers(ctx.app, partnerId(other), [{ email: 'taken-other@test.ru' }]);
    const before = await row(id);
    for (const email of ['taken-own@test.ru', 'Taken-Other@Test.ru']) {
      const response = await patch(partner.session, id, { email });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'ERR_004', message: CUSTOMER_ERRORS.ERR_004 });
    }
    expect((await row(id)).email).toBe(before.email);
    expect(sibling).toBeDefined();
    // Sending the client's own email again is no conflict.
    const same = await patch(partner.session, id, { email: before.email.toUpperCase() });
    expect(same.statusCode).toBe(200);
  });

  it("answers 404 ERR_003 for another partner's client and changes nothing", async () => {
    const owner = await createActivePartner(ctx.app);
    const [id] = await insertCustomers(ctx.app, partnerId(owner), [{ city: 'Омск' }]);
    const partner = await createActivePartner(ctx.app);
    const response = await patch(partner.session, id, { city: 'Томск', responsible: 'Взломщик' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ERR_003' });
    expect(await row(id)).toMatchObject({ city: 'Омск' });
  });

  it('answers 403 without the CSRF token', async () => {
    const partner = await createActivePartner(ctx.app);
    const [id] = await insertCustomers(ctx.app, partnerId(partner), [{}]);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/customer-manager/${id ?? ''}`,
      headers: { cookie: partner.session.cookie },
      payload: { city: 'Томск' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('PUT /api/customer-manager/:id (qualify)', () => {
  const qualify = (session: Session, id: string | undefined, inn: string) =>
    request(ctx.app, session, { method: 'PUT', url: `/api/customer-manager/${id ?? ''}`, payload: { action: 'qualify', inn } });

  it('sets INN, name, KPP, city and address from the registry', async () => {
    const organisation = takeOrganisation();
    const partner = await createActivePartner(ctx.app);
    const [id] = await insertCustomers(ctx.app, partnerId(partner), [{ name: 'Иванов Иван', responsible: 'Иванов Иван' }]);
    const response = await qualify(partner.session, id, organisation.inn);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      inn: organisation.inn,
      name: organisation.name,
      kpp: organisation.kpp,
      city: organisation.city,
      street: organisation.address,
      responsible: 'Иванов Иван',
    });
    expect((await get(partner.session, `/api/customer-manager/${id ?? ''}`)).json()).toEqual(response.json());
  });

  it('answers 409 ERR_009 when the client already has an INN', async () => {
    const organisation = takeOrganisation();
    const partner = await createActivePartner(ctx.app);
    const own = unknownInn();
    const [id] = await insertCustomers(ctx.app, partnerId(partner), [{ inn: own }]);
    const response = await qualify(partner.session, id, organisation.inn);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ERR_009', message: CUSTOMER_ERRORS.ERR_009 });
    expect((await get(partner.session, `/api/customer-manager/${id ?? ''}`)).json().inn).toBe(own);
  });

  it('answers 409 ERR_010 when another client (of any partner) has the INN', async () => {
    const organisation = takeOrganisation();
    const owner = await createActivePartner(ctx.app);
    await insertCustomers(ctx.app, partnerId(owner), [{ inn: organisation.inn }]);
    const partner = await createActivePartner(ctx.app);
    const [id] = await insertCustomers(ctx.app, partnerId(partner), [{}]);
    const response = await qualify(partner.session, id, organisation.inn);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ERR_010', message: CUSTOMER_ERRORS.ERR_010 });
  });

  it('answers 400 ERR_001 to wrong check digits, 404 ERR_002 to an unknown number, 400 to a bad format', async () => {
    const partner = await createActivePartner(ctx.app);
    const [id] = await insertCustomers(ctx.app, partnerId(partner), [{}]);
    const wrong = await qualify(partner.session, id, withWrongCheckDigit(unknownInn()));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'ERR_001', message: CUSTOMER_ERRORS.ERR_001 });
    const unknown = await qualify(partner.session, id, unknownInn());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'ERR_002', message: CUSTOMER_ERRORS.ERR_002 });
    const format = await qualify(partner.session, id, '123');
    expect(format.statusCode).toBe(400);
    expect(format.json().message).toBe(INN_FORMAT_MESSAGE);
    expect((await get(partner.session, `/api/customer-manager/${id ?? ''}`)).json().inn).toBeNull();
  });

  it('answers 400 without action qualify', async () => {
    const organisation = takeOrganisation();
    const partner = await createActivePartner(ctx.app);
    const [id] = await insertCustomers(ctx.app, partnerId(partner), [{}]);
    const response = await request(ctx.app, partner.session, {
      method: 'PUT',
      url: `/api/customer-manager/${id ?? ''}`,
      payload: { action: 'rename', inn: organisation.inn },
    });
    expect(response.statusCode).toBe(400);
  });

  it("answers 404 ERR_003 for another partner's client and sets nothing", async () => {
    const organisation = takeOrganisation();
    const owner = await createActivePartner(ctx.app);
    const [id] = await insertCustomers(ctx.app, partnerId(owner), [{}]);
    const partner = await createActivePartner(ctx.app);
    const response = await qualify(partner.session, id, organisation.inn);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ERR_003' });
    const stored = await ctx.app.db
      .selectFrom('customers')
      .select('inn')
      .where('id', '=', id ?? '')
      .executeTakeFirstOrThrow();
    expect(stored.inn).toBeNull();
  });
});
