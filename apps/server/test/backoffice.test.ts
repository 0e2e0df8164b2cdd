import { randomUUID } from 'node:crypto';
import { type ApplicationItem, type MailItem, MESSAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { applicationApprovedLetter, applicationRefusedLetter, participationSuspendedLetter } from '../src/services/letters.ts';
import {
  createAccount,
  createActivePartner,
  createDistributor,
  createDistributorAccount,
  createOperator,
  createPartnerRecord,
  type TestAccount,
} from './support/factories.ts';
import { request, type Session, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();

type Status = 'on' | 'wait' | 'refused' | 'off' | null;

const BACKOFFICE_ROUTES = [
  { method: 'GET', url: '/api/backoffice/applications' },
  { method: 'POST', url: `/api/backoffice/applications/${randomUUID()}/decision`, payload: { decision: 'approve' } },
  { method: 'GET', url: '/api/backoffice/mail' },
  { method: 'GET', url: '/api/backoffice/error-reports' },
  { method: 'GET', url: '/api/backoffice/customers' },
  { method: 'POST', url: `/api/backoffice/customers/${randomUUID()}/decision`, payload: { decision: 'confirm' } },
] as const;

/** A tag unique to one test, put in partner names so that a search finds only that test's rows. */
const uniqueTag = () => `тег${randomUUID().slice(0, 8)}`;

async function listApplications(operator: Session, query: Record<string, string | number>) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await request(ctx.app, operator, { method: 'GET', url: `/api/backoffice/applications?${params}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { items: ApplicationItem[]; total: number };
}

function decide(operator: Session, partnerId: string, payload: Record<string, unknown>) {
  return request(ctx.app, operator, { method: 'POST', url: `/api/backoffice/applications/${partnerId}/decision`, payload });
}

async function lettersTo(operator: Session, to: string): Promise<MailItem[]> {
  const response = await request(ctx.app, operator, { method: 'GET', url: '/api/backoffice/mail?pageSize=1000' });
  expect(response.statusCode).toBe(200);
  return (response.json().items as MailItem[]).filter((letter) => letter.to === to);
}

function auditOf(partnerId: string) {
  return ctx.app.db.selectFrom('audit_log').selectAll().where('subject_id', '=', partnerId).orderBy('id').execute();
}

/** A partner that applied (status null), with its signed-in account. */
async function createApplicant(): Promise<TestAccount & { partnerId: string }> {
  const account = await createAccount(ctx.app, { authorities: ['ROLE_PARTNER'], partner: { status: null } });
  if (!account.partnerId) throw new Error('partner expected');
  return { ...account, partnerId: account.partnerId };
}

async function participationOf(account: TestAccount) {
  const response = await request(ctx.app, account.session, { method: 'GET', url: '/api/participation' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('back-office access', () => {
  it.each(BACKOFFICE_ROUTES)('$method $url answers 401 to an anonymous caller', async (route) => {
    const response = await request(ctx.app, null, route);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it.each(BACKOFFICE_ROUTES)('$method $url answers 403 to a partner, a distributor and a plain account', async (route) => {
    const callers = [await createActivePartner(ctx.app), await createDistributorAccount(ctx.app), await createAccount(ctx.app)];
    for (const caller of callers) {
      const response = await request(ctx.app, caller.session, route);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});

describe('GET /api/backoffice/applications', () => {
  it('filters the queue by status, pending by default', async () => {
    const operator = await createOperator(ctx.app);
    const tag = uniqueTag();
    const statuses: Status[] = [null, null, 'on', 'wait', 'refused', 'off'];
    for (const status of statuses) await createPartnerRecord(ctx.app, { status, name: `ООО «${tag}»`, reason: 'Причина' });
    // A distributor is no application.
    await createDistributor(ctx.app, { name: `Дистрибьютор ${tag}` });

    const expected = { pending: 2, on: 1, wait: 1, refused: 1, off: 1, all: 6 };
    for (const [status, count] of Object.entries(expected)) {
      const list = await listApplications(operator.session, { status, search: tag });
      expect(list.total, status).toBe(count);
      expect(list.items).toHaveLength(count);
      if (status !== 'all') expect(list.items.every((item) => item.status === (status === 'pending' ? null : status))).toBe(true);
    }
    const byDefault = await listApplications(operator.session, { search: tag });
    expect(byDefault.total).toBe(2);
    expect(byDefault.items.every((item) => item.status === null)).toBe(true);
  });

  it('answers 400 to an unknown status filter', async () => {
    const operator = await createOperator(ctx.app);
    const response = await request(ctx.app, operator.session, { method: 'GET', url: '/api/backoffice/applications?status=bogus' });
    expect(response.statusCode).toBe(400);
  });

  it('searches by partner name, partner code and email, in any case', async () => {
    const operator = await createOperator(ctx.app);
    const tag = uniqueTag();
    const email = `${tag}@search.test.ru`;
    const partnerId = await createPartnerRecord(ctx.app, { status: null, name: `ООО «Искомое ${tag}»`, email });
    await createPartnerRecord(ctx.app, { status: null, name: `ООО «Соседнее ${tag}»` });
    const [target] = (await listApplications(operator.session, { status: 'all', search: `Искомое ${tag}` })).items;
    expect(target?.partnerId).toBe(partnerId);
    if (!target) return;

    for (const search of [`искомое ${tag}`, target.partnerCode, email.toUpperCase()]) {
      const list = await listApplications(operator.session, { status: 'all', search });
      expect(list.total, search).toBe(1);
      expect(list.items.map((item) => item.partnerId)).toEqual([partnerId]);
    }
    expect((await listApplications(operator.session, { status: 'all', search: tag })).total).toBe(2);
  });

  it('takes % and _ in the search literally', async () => {
    const operator = await createOperator(ctx.app);
    const tag = uniqueTag();
    await createPartnerRecord(ctx.app, { status: null, name: `ООО «${tag}»` });
    expect((await listApplications(operator.session, { status: 'all', search: `${tag}%` })).total).toBe(0);
    expect((await listApplications(operator.session, { status: 'all', search: `${tag.slice(0, -1)}_` })).total).toBe(0);
  });

  it('pages the queue newest first, with the total on every page', async () => {
    const operator = await createOperator(ctx.app);
    const tag = uniqueTag();
    const created: string[] = [];
    for (let i = 0; i < 7; i += 1) created.push(await createPartnerRecord(ctx.app, { status: null, name: `ООО «${tag} ${i}»` }));

    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push(await listApplications(operator.session, { search: tag, page, pageSize: 3 }));
    expect(pages.map((p) => p.total)).toEqual([7, 7, 7, 7]);
    expect(pages.map((p) => p.items.length)).toEqual([3, 3, 1, 0]);
    // Pages follow one order (newest first, the id breaking ties of equal timestamps) with no row lost or repeated.
    const whole = await listApplications(operator.session, { search: tag, page: 1, pageSize: 10 });
    const paged = pages.flatMap((p) => p.items);
    expect(paged.map((item) => item.partnerId)).toEqual(whole.items.map((item) => item.partnerId));
    expect(new Set(paged.map((item) => item.partnerId))).toEqual(new Set(created));
    const times = paged.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers 400 to a page or page size out of range', async () => {
    const operator = await createOperator(ctx.app);
    for (const query of ['page=0', 'pageSize=0', 'pageSize=1001', 'page=abc']) {
      const response = await request(ctx.app, operator.session, { method: 'GET', url: `/api/backoffice/applications?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('POST /api/backoffice/applications/:partnerId/decision', () => {
  it('approves: participation on, a letter to the partner, an audit row with the operator', async () => {
    const operator = await createOperator(ctx.app);
    const applicant = await createApplicant();

    const response = await decide(operator.session, applicant.partnerId, { decision: 'approve' });
    expect(response.statusCode).toBe(200);
    const item: ApplicationItem = response.json();
    expect(item).toMatchObject({ partnerId: applicant.partnerId, status: 'on', decidedBy: operator.email, rejectedReason: null });
    expect(item.decidedAt).not.toBeNull();

    expect((await participationOf(applicant)).status).toBe('on');
    const office = await request(ctx.app, applicant.session, { method: 'GET', url: '/api/leads/count' });
    expect(office.statusCode).toBe(200);

    const letters = await lettersTo(operator.session, applicant.email);
    const approved = applicationApprovedLetter(applicant.email, item.partnerName, item.partnerCode, ctx.app.config.publicUrl);
    expect(letters).toEqual([expect.objectContaining({ subject: approved.subject, text: approved.text })]);

    const audit = await auditOf(applicant.partnerId);
    expect(audit).toEqual([
      expect.objectContaining({ actor_account_id: operator.accountId, action: 'participation.approve', subject_type: 'partner' }),
    ]);
  });

  it("refuses without a reason with 'Укажите причину' and changes nothing", async () => {
    const operator = await createOperator(ctx.app);
    const applicant = await createApplicant();
    for (const payload of [{ decision: 'refuse' }, { decision: 'refuse', reason: '   ' }, { decision: 'suspend' }]) {
      const response = await decide(operator.session, applicant.partnerId, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', details: [{ field: 'reason', message: MESSAGES.reasonRequired }] });
    }
    expect((await participationOf(applicant)).status).toBeNull();
    expect(await auditOf(applicant.partnerId)).toEqual([]);
  });

  it('refuses with a reason the partner then sees, and writes it to the letter and the audit', async () => {
    const operator = await createOperator(ctx.app);
    const applicant = await createApplicant();
    const reason = 'Нет действующего договора';

    const response = await decide(operator.session, applicant.partnerId, { decision: 'refuse', reason: `  ${reason} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'refused', rejectedReason: reason, offReason: null });
    expect(await participationOf(applicant)).toMatchObject({ status: 'refused', rejectedReason: reason });

    const item: ApplicationItem = response.json();
    const refused = applicationRefusedLetter(applicant.email, item.partnerName, item.partnerCode, reason);
    expect(await lettersTo(operator.session, applicant.email)).toEqual([
      expect.objectContaining({ subject: refused.subject, text: refused.text }),
    ]);
    expect(await auditOf(applicant.partnerId)).toEqual([
      expect.objectContaining({
        actor_account_id: operator.accountId,
        action: 'participation.refuse',
        details: { status: 'refused', reason },
      }),
    ]);
  });

  it('suspends an active partner with a reason, which closes the office to it', async () => {
    const operator = await createOperator(ctx.app);
    const partner = await createActivePartner(ctx.app);
    if (!partner.partnerId) throw new Error('partner expected');
    const reason = 'Задолженность по оплате';

    const response = await decide(operator.session, partner.partnerId, { decision: 'suspend', reason });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'off', offReason: reason, rejectedReason: null });
    expect(await participationOf(partner)).toMatchObject({ status: 'off', offReason: reason });
    expect((await request(ctx.app, partner.session, { method: 'GET', url: '/api/leads/count' })).statusCode).toBe(403);

    const item: ApplicationItem = response.json();
    const suspended = participationSuspendedLetter(partner.email, item.partnerName, item.partnerCode, reason);
    expect(await lettersTo(operator.session, partner.email)).toEqual([expect.objectContaining({ subject: suspended.subject })]);
    expect(await auditOf(partner.partnerId)).toEqual([
      expect.objectContaining({ actor_account_id: operator.accountId, action: 'participation.suspend' }),
    ]);
  });

  it('puts an application on wait', async () => {
    const operator = await createOperator(ctx.app);
    const applicant = await createApplicant();
    const response = await decide(operator.session, applicant.partnerId, { decision: 'wait' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'wait', rejectedReason: null, offReason: null });
    expect((await participationOf(applicant)).status).toBe('wait');
    expect(await auditOf(applicant.partnerId)).toEqual([
      expect.objectContaining({ actor_account_id: operator.accountId, action: 'participation.wait' }),
    ]);
  });

  it('clears the refusal reason when a refused partner is approved later', async () => {
    const operator = await createOperator(ctx.app);
    const applicant = await createApplicant();
    await decide(operator.session, applicant.partnerId, { decision: 'refuse', reason: 'Сначала нет' });
    const response = await decide(operator.session, applicant.partnerId, { decision: 'approve' });
    expect(response.json()).toMatchObject({ status: 'on', rejectedReason: null });
    expect((await auditOf(applicant.partnerId)).map((row) => row.action)).toEqual(['participation.refuse', 'participation.approve']);
  });

  it('answers 404 to an unknown partner and to a distributor, 400 to a malformed id or decision', async () => {
    const operator = await createOperator(ctx.app);
    const unknown = await decide(operator.session, randomUUID(), { decision: 'approve' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });

    const distributor = await createDistributor(ctx.app, { name: 'Дистрибьютор не заявка' });
    expect((await decide(operator.session, distributor.partnerId, { decision: 'approve' })).statusCode).toBe(404);

    const malformed = await decide(operator.session, 'not-a-uuid', { decision: 'approve' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION' });

    const applicant = await createApplicant();
    expect((await decide(operator.session, applicant.partnerId, { decision: 'delete' })).statusCode).toBe(400);
    expect((await participationOf(applicant)).status).toBeNull();
  });
});

describe('GET /api/backoffice/mail and /api/backoffice/error-reports', () => {
  it('pages the outbox with its total', async () => {
    const operator = await createOperator(ctx.app);
    // Two decisions make sure there are letters to page through.
    await decide(operator.session, (await createApplicant()).partnerId, { decision: 'approve' });
    await decide(operator.session, (await createApplicant()).partnerId, { decision: 'wait' });

    const all = await request(ctx.app, operator.session, { method: 'GET', url: '/api/backoffice/mail?pageSize=1000' });
    const total: number = all.json().total;
    expect(total).toBeGreaterThanOrEqual(2);
    expect(all.json().items).toHaveLength(total);

    // Compared by id: the mail job may send a letter between the calls, changing its status.
    const ids = all.json().items.map((letter: { id: string }) => letter.id);
    const first = await request(ctx.app, operator.session, { method: 'GET', url: '/api/backoffice/mail?page=1&pageSize=1' });
    expect(first.json()).toMatchObject({ total, items: [{ id: ids[0] }] });
    const second = await request(ctx.app, operator.session, { method: 'GET', url: '/api/backoffice/mail?page=2&pageSize=1' });
    expect(second.json()).toMatchObject({ total, items: [{ id: ids[1] }] });
  });

  it('lists error reports newest first', async () => {
    const operator = await createOperator(ctx.app);
    const ids: string[] = [];
    for (const title of ['Первый', 'Второй', 'Третий']) {
      const response = await request(ctx.app, null, { method: 'POST', url: '/api/error-reports', payload: { title } });
      ids.push(response.json().id);
    }
    const response = await request(ctx.app, operator.session, { method: 'GET', url: '/api/backoffice/error-reports?pageSize=1000' });
    expect(response.statusCode).toBe(200);
    const listed: string[] = response.json().items.map((item: { id: string }) => item.id);
    expect(listed.filter((id) => ids.includes(id))).toEqual([...ids].reverse());
    expect(response.json().total).toBe(listed.length);
  });
});
