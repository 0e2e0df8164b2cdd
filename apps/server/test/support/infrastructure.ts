/** Infrastructure access test data: partners ready to enrol, their requests, the operator's decisions, the letters' links. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createAccount, createDistributor, type TestAccount } from './factories.ts';
import { request, type Session } from './test-app.ts';

export type EnrollablePartner = TestAccount & { partnerId: string; contactEmail: string | null };

/** An active partner with (by default) a contact e-mail in its profile and a distributor listed for infrastructure. */
export async function createEnrollablePartner(
  app: FastifyInstance,
  spec: { distributor?: boolean; contactEmail?: string | null; status?: 'on' | null } = {},
): Promise<EnrollablePartner> {
  const account = await createAccount(app, {
    authorities: ['ROLE_PARTNER'],
    partner: { status: spec.status === undefined ? 'on' : spec.status },
  });
  if (!account.partnerId) throw new Error('partner expected');
  const contactEmail = spec.contactEmail === undefined ? `oi-${randomUUID().slice(0, 8)}@test.ru` : spec.contactEmail;
  let distributorId: string | null = null;
  if (spec.distributor ?? true) {
    distributorId = (await createDistributor(app, { name: `Дистрибьютор ${randomUUID().slice(0, 6)}`, types: ['grm', 'ias'] })).partnerId;
  }
  await app.db
    .updateTable('partners')
    .set({ public_email: contactEmail, distributor_id: distributorId })
    .where('id', '=', account.partnerId)
    .execute();
  return { ...account, partnerId: account.partnerId, contactEmail };
}

export function requestAccess(
  app: FastifyInstance,
  session: Session | null,
  payload: Record<string, unknown> = { publicOfferAccepted: true },
) {
  return request(app, session, { method: 'POST', url: '/api/ias/access-requests', payload });
}

/** A partner whose request is pending; returns the request id too. */
export async function createPendingRequest(app: FastifyInstance): Promise<EnrollablePartner & { requestId: string }> {
  const partner = await createEnrollablePartner(app);
  const response = await requestAccess(app, partner.session);
  expect(response.statusCode).toBe(201);
  return { ...partner, requestId: (response.json() as { id: string }).id };
}

export function decideAccess(app: FastifyInstance, operator: Session, requestId: string, payload: Record<string, unknown>) {
  return request(app, operator, { method: 'POST', url: `/api/backoffice/infrastructure/${requestId}/decision`, payload });
}

/** The single-use token of the newest infrastructure letter with a link to this address. */
export async function passwordTokenFor(app: FastifyInstance, email: string): Promise<string> {
  const letter = await app.db
    .selectFrom('mail_outbox')
    .select('body_text')
    .where('to_address', '=', email)
    .where('kind', 'in', ['ias.access-granted', 'ias.password-link'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = /#\/ias\/password\?token=([\w-]+)/.exec(letter.body_text)?.[1];
  if (!token) throw new Error(`No password link in: ${letter.body_text}`);
  return token;
}

export async function authoritiesOf(app: FastifyInstance, session: Session): Promise<string[]> {
  const response = await request(app, session, { method: 'GET', url: '/api/me' });
  expect(response.statusCode).toBe(200);
  return (response.json() as { authorities: Array<{ authority: string }> }).authorities.map((a) => a.authority);
}
