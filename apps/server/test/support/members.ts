/** Test data of a partner's people (issue 32): persons in a role, invitation links from the letters, the journal. */
import { randomUUID } from 'node:crypto';
import type { Authority, MemberRole } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { insertAccount } from '../../src/repositories/account.repository.ts';
import { hashPassword } from '../../src/services/auth.service.ts';
import { clearCallerCache } from '../../src/services/caller.ts';
import { TEST_PASSWORD, uniqueEmail, type TestAccount } from './factories.ts';
import { login } from './test-app.ts';

let passwordHash: Promise<string> | undefined;

/**
 * A person of the organisation in the given role, signed in. Made as another administrator, then its role set in the
 * database, as an administrator's change would leave it.
 */
export async function addMember(
  app: FastifyInstance,
  partnerId: string,
  role: MemberRole,
  options: { authorities?: Authority[]; name?: string; surname?: string } = {},
): Promise<TestAccount> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = uniqueEmail('member');
  const accountId = await insertAccount(
    app.db,
    { email, passwordHash: await passwordHash, name: options.name ?? 'Сотрудник', surname: options.surname ?? null, partnerId },
    options.authorities ?? ['ROLE_PARTNER'],
  );
  await app.db.updateTable('accounts').set({ member_role: role }).where('id', '=', accountId).execute();
  return { accountId, email, partnerId, session: await login(app, email, TEST_PASSWORD) };
}

/** Sets a person's role in the database, as an administrator's change would, and lets the app read it at once. */
export async function setRole(app: FastifyInstance, accountId: string, role: MemberRole): Promise<void> {
  await app.db.updateTable('accounts').set({ member_role: role }).where('id', '=', accountId).execute();
  clearCallerCache();
}

/** An account of nobody's organisation (ROLE_USER only), signed in. */
export async function addFreeAccount(app: FastifyInstance, email = uniqueEmail('free')): Promise<TestAccount> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const accountId = await insertAccount(app.db, { email, passwordHash: await passwordHash, name: 'Свободный' }, ['ROLE_USER']);
  return { accountId, email, partnerId: null, session: await login(app, email, TEST_PASSWORD) };
}

export function lettersTo(app: FastifyInstance, email: string, kind: string) {
  return app.db
    .selectFrom('mail_outbox')
    .select(['subject', 'body_text'])
    .where('to_address', '=', email)
    .where('kind', '=', kind)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The token of the last invitation letter sent to this address (the link's last part). */
export async function invitationToken(app: FastifyInstance, email: string): Promise<{ link: string; token: string }> {
  const letters = await lettersTo(app, email, 'member.invitation');
  const last = letters.at(-1);
  const match = /(\S*#\/invitation\/([\w-]+))/.exec(last?.body_text ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`No invitation link for ${email}`);
  return { link: match[1], token: match[2] };
}

export function journalOf(app: FastifyInstance, partnerId: string) {
  return app.db
    .selectFrom('partner_journal')
    .select(['action', 'actor_account_id', 'api_token_id', 'subject_type', 'subject_id', 'subject_label', 'changes', 'ip_address'])
    .where('partner_id', '=', partnerId)
    .orderBy('id')
    .execute();
}

/** A webhook endpoint of the partner listening to the people's events (its deliveries are what the tests read). */
export async function listenToMembers(app: FastifyInstance, partnerId: string): Promise<string> {
  const row = await app.db
    .insertInto('webhook_endpoints')
    .values({
      partner_id: partnerId,
      url: 'http://127.0.0.1:9/hook',
      events: ['member.added', 'member.removed'],
      secret: `whsec_${randomUUID()}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function deliveriesOf(app: FastifyInstance, partnerId: string) {
  return app.db
    .selectFrom('webhook_deliveries')
    .select(['event_type', 'body'])
    .where('partner_id', '=', partnerId)
    .orderBy('created_at')
    .execute();
}
