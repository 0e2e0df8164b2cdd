/** GET and PUT /api/profile/requisites (issue 33): the partner's ИНН, КПП and legal address for its documents. */
import { randomUUID } from 'node:crypto';
import { completeInn, INN_FORMAT_MESSAGE, MESSAGES, REQUISITES_TEXTS, TEAM_ERRORS, UPD_TEXTS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { apiTokenHashOf } from '../src/services/api-token.service.ts';
import { createActivePartner, createDistributorAccount, createOperator, partnerRow, type TestAccount } from './support/factories.ts';
import { addFreeAccount, addMember, journalOf } from './support/members.ts';
import { request, useTestApp, type Session } from './support/test-app.ts';

const ctx = useTestApp();

const COMPANY = { inn: '6601234565', kpp: '660101001', legalAddress: '620014, г. Екатеринбург, ул. Малышева, 51' };
const ENTREPRENEUR_INN = completeInn('7701234567');

const read = (session: Session | null) => request(ctx.app, session, { method: 'GET', url: '/api/profile/requisites' });
const save = (session: Session | null, payload: Record<string, unknown>) =>
  request(ctx.app, session, { method: 'PUT', url: '/api/profile/requisites', payload });

function partnerIdOf(account: TestAccount): string {
  if (!account.partnerId) throw new Error('The account has no partner');
  return account.partnerId;
}

describe('GET /api/profile/requisites', () => {
  it("answers the partner's name and empty requisites before they are filled in", async () => {
    const partner = await createActivePartner(ctx.app);
    const row = await partnerRow(ctx.app, partnerIdOf(partner));
    const response = await read(partner.session);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: row.name,
      inn: null,
      kpp: null,
      legalAddress: null,
      missingForUpd: expect.arrayContaining([UPD_TEXTS.fields.inn, UPD_TEXTS.fields.legalAddress]),
    });
  });
});

describe('PUT /api/profile/requisites', () => {
  it("saves a company's requisites, cleaned, and reads them back", async () => {
    const partner = await createActivePartner(ctx.app);
    const row = await partnerRow(ctx.app, partnerIdOf(partner));
    const response = await save(partner.session, {
      inn: ` ${COMPANY.inn} `,
      kpp: '660101001',
      legalAddress: '620014, г. Екатеринбург,\n  ул. Малышева, 51 ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ name: row.name, ...COMPANY, missingForUpd: [] });
    expect((await read(partner.session)).json()).toEqual({ name: row.name, ...COMPANY, missingForUpd: [] });
    const stored = await partnerRow(ctx.app, partnerIdOf(partner));
    expect({ inn: stored.inn, kpp: stored.kpp, legalAddress: stored.legal_address }).toEqual(COMPANY);
  });

  it('saves an entrepreneur without a КПП, and a company turning into one loses its КПП', async () => {
    const partner = await createActivePartner(ctx.app);
    await save(partner.session, COMPANY);
    const response = await save(partner.session, { inn: ENTREPRENEUR_INN, kpp: '', legalAddress: COMPANY.legalAddress });
    expect(response.statusCode, response.body).toBe(200);
    // The name is still the company's: the XML needs an entrepreneur's, which support writes.
    expect(response.json()).toMatchObject({ inn: ENTREPRENEUR_INN, kpp: null, missingForUpd: [UPD_TEXTS.fields.entrepreneurName] });
    expect((await partnerRow(ctx.app, partnerIdOf(partner))).kpp).toBeNull();
    await ctx.app.db.updateTable('partners').set({ name: 'ИП Смирнов Андрей Петрович' }).where('id', '=', partnerIdOf(partner)).execute();
    expect((await read(partner.session)).json()).toMatchObject({ name: 'ИП Смирнов Андрей Петрович', missingForUpd: [] });
  });

  it('answers each wrong field with its Russian message and keeps what was saved', async () => {
    const partner = await createActivePartner(ctx.app);
    await save(partner.session, COMPANY);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...COMPANY, inn: '' }, 'inn', MESSAGES.required],
      [{ ...COMPANY, inn: '66012345' }, 'inn', INN_FORMAT_MESSAGE],
      [{ ...COMPANY, inn: '6601234566' }, 'inn', REQUISITES_TEXTS.innInvalid],
      [{ ...COMPANY, kpp: '' }, 'kpp', REQUISITES_TEXTS.kppRequired],
      [{ ...COMPANY, kpp: '66-01-01' }, 'kpp', REQUISITES_TEXTS.kppFormat],
      [{ ...COMPANY, inn: ENTREPRENEUR_INN }, 'kpp', REQUISITES_TEXTS.kppForEntrepreneur],
      [{ ...COMPANY, legalAddress: 'Тула' }, 'legalAddress', REQUISITES_TEXTS.addressTooShort(10)],
      [{ ...COMPANY, legalAddress: 'д'.repeat(1001) }, 'legalAddress', MESSAGES.tooLong(1000)],
      [{ inn: COMPANY.inn, kpp: COMPANY.kpp }, 'legalAddress', MESSAGES.required],
    ];
    for (const [body, field, message] of cases) {
      const response = await save(partner.session, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
      expect(response.json().details).toContainEqual({ field, message });
    }
    expect((await read(partner.session)).json()).toMatchObject(COMPANY);
    // Nothing changed, nothing journalled but the first save.
    expect((await journalOf(ctx.app, partnerIdOf(partner))).filter((e) => e.action === 'requisites.changed')).toHaveLength(1);
  });

  it('writes what changed to the journal, once per change, naming the person', async () => {
    const partner = await createActivePartner(ctx.app);
    const partnerId = partnerIdOf(partner);
    await save(partner.session, COMPANY);
    await save(partner.session, COMPANY);
    await save(partner.session, { ...COMPANY, kpp: '667101001' });
    const entries = (await journalOf(ctx.app, partnerId)).filter((e) => e.action === 'requisites.changed');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actor_account_id: partner.accountId,
      subject_type: 'partner',
      subject_id: partnerId,
      subject_label: 'Реквизиты для счетов и актов',
      changes: [
        { field: 'ИНН', before: null, after: COMPANY.inn },
        { field: 'КПП', before: null, after: COMPANY.kpp },
        { field: 'Юридический адрес', before: null, after: COMPANY.legalAddress },
      ],
    });
    expect(entries[1]?.changes).toEqual([{ field: 'КПП', before: COMPANY.kpp, after: '667101001' }]);
  });

  it('is open to a program with an API token of a role that may change the profile', async () => {
    const partner = await createActivePartner(ctx.app);
    const token = `requisites-token-${randomUUID()}`;
    await ctx.app.db
      .insertInto('api_tokens')
      .values({ account_id: partner.accountId, token_hash: apiTokenHashOf(token), role: 'ADMIN' })
      .execute();
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/requisites',
      headers: { authorization: `Bearer ${token}` },
      payload: COMPANY,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [entry] = await journalOf(ctx.app, partnerIdOf(partner));
    expect(entry).toMatchObject({ action: 'requisites.changed', actor_account_id: partner.accountId });
  });
});

describe('who may read and change the requisites', () => {
  it("lets every person of the partner read them, and only those with the 'profile' right change them", async () => {
    const partner = await createActivePartner(ctx.app);
    const partnerId = partnerIdOf(partner);
    await save(partner.session, COMPANY);
    for (const role of ['MANAGER', 'ACCOUNTANT', 'VIEWER'] as const) {
      const member = await addMember(ctx.app, partnerId, role);
      expect((await read(member.session)).json(), role).toMatchObject(COMPANY);
      const refused = await save(member.session, { ...COMPANY, kpp: '667101001' });
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().message).toBe(TEAM_ERRORS.noRight);
    }
    const admin = await addMember(ctx.app, partnerId, 'ADMIN');
    expect((await save(admin.session, { ...COMPANY, kpp: '667101001' })).statusCode).toBe(200);
    expect((await partnerRow(ctx.app, partnerId)).kpp).toBe('667101001');
  });

  it('refuses a distributor, the vendor, an account of no partner and an anonymous caller', async () => {
    const distributor = await createDistributorAccount(ctx.app);
    const operator = await createOperator(ctx.app);
    const free = await addFreeAccount(ctx.app);
    for (const account of [distributor, operator, free]) {
      expect((await read(account.session)).statusCode).toBe(403);
      expect((await save(account.session, COMPANY)).statusCode).toBe(403);
    }
    expect((await partnerRow(ctx.app, partnerIdOf(distributor))).inn).toBeNull();
    expect((await read(null)).statusCode).toBe(401);
    expect((await save(null, COMPANY)).statusCode).toBe(401);
  });

  it("never reads or changes another partner's requisites", async () => {
    const first = await createActivePartner(ctx.app);
    const second = await createActivePartner(ctx.app);
    await save(first.session, COMPANY);
    // The routes take no id: each partner reaches only its own row.
    expect((await read(second.session)).json()).toMatchObject({ inn: null, kpp: null, legalAddress: null });
    await save(second.session, { inn: ENTREPRENEUR_INN, kpp: null, legalAddress: 'г. Москва, ул. Тверская, 1' });
    expect((await read(first.session)).json()).toMatchObject(COMPANY);
    expect(await journalOf(ctx.app, partnerIdOf(first))).toHaveLength(1);
  });
});
