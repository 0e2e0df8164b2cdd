/** Test data: accounts in every role and participation state, each unique to its test. */
import { randomUUID } from 'node:crypto';
import type { Authority } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { insertAccount } from '../../src/repositories/account.repository.ts';
import { insertPartner, setParticipationStatus } from '../../src/repositories/partner.repository.ts';
import { hashPassword } from '../../src/services/auth.service.ts';
import { login, type Session } from './test-app.ts';

export const TEST_PASSWORD = 'test-password-1';
let passwordHash: Promise<string> | undefined;

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@test.ru`;
}

type AccountSpec = {
  authorities?: Authority[];
  /** Create a partner (or distributor) for the account, with this participation status. */
  partner?: {
    status: 'on' | 'wait' | 'refused' | 'off' | null;
    kind?: 'partner' | 'distributor';
    reason?: string;
    listed?: boolean;
    name?: string;
  };
};

export type TestAccount = { accountId: string; email: string; partnerId: string | null; session: Session };

export async function createPartnerRecord(
  app: FastifyInstance,
  spec: NonNullable<AccountSpec['partner']> & { name?: string; email?: string },
): Promise<string> {
  const partnerId = await insertPartner(app.db, {
    kind: spec.kind ?? 'partner',
    name: spec.name ?? `ООО «Тест ${randomUUID().slice(0, 6)}»`,
    contactName: 'Тестов Тест',
    email: spec.email ?? uniqueEmail('partner'),
    phone: '8 912 345 67 89',
    status: null,
    distributorListed: spec.listed ?? false,
  });
  if (spec.status !== null) {
    await setParticipationStatus(app.db, partnerId, {
      status: spec.status,
      rejectedReason: spec.status === 'refused' ? (spec.reason ?? null) : null,
      offReason: spec.status === 'off' ? (spec.reason ?? null) : null,
      decidedBy: randomUUID(),
    });
  }
  return partnerId;
}

export async function createAccount(app: FastifyInstance, spec: AccountSpec = {}): Promise<TestAccount> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = uniqueEmail();
  const partnerId = spec.partner ? await createPartnerRecord(app, { ...spec.partner, email }) : null;
  const accountId = await insertAccount(
    app.db,
    { email, passwordHash: await passwordHash, name: 'Тест', partnerId },
    spec.authorities ?? ['ROLE_USER'],
  );
  return { accountId, email, partnerId, session: await login(app, email, TEST_PASSWORD) };
}

export const createActivePartner = (app: FastifyInstance) =>
  createAccount(app, { authorities: ['ROLE_PARTNER'], partner: { status: 'on' } });
export const createOperator = (app: FastifyInstance) => createAccount(app, { authorities: ['ROLE_VENDOR'] });

export const createDistributorAccount = (app: FastifyInstance) =>
  createAccount(app, { authorities: ['ROLE_DISTRIBUTOR'], partner: { status: null, kind: 'distributor' } });

/** A distributor organisation (no account), optionally listed in the application form for some list types. */
export async function createDistributor(
  app: FastifyInstance,
  spec: { name: string; listed?: boolean; types?: Array<'grm' | 'ias'> },
): Promise<{ partnerId: string; uniqueExchangeId: string; name: string }> {
  const partnerId = await createPartnerRecord(app, { kind: 'distributor', status: null, name: spec.name, listed: spec.listed ?? true });
  if (spec.types) {
    await app.db.updateTable('partners').set({ distributor_types: spec.types }).where('id', '=', partnerId).execute();
  }
  const row = await app.db.selectFrom('partners').select('unique_exchange_id').where('id', '=', partnerId).executeTakeFirstOrThrow();
  return { partnerId, uniqueExchangeId: row.unique_exchange_id, name: spec.name };
}

/** The partner row as stored, for checks the API does not expose directly. */
export function partnerRow(app: FastifyInstance, partnerId: string) {
  return app.db.selectFrom('partners').selectAll().where('id', '=', partnerId).executeTakeFirstOrThrow();
}

/** A valid application form body; the phone is typed as digits only. */
export function applicationBody(overrides: Record<string, unknown> = {}) {
  const marker = randomUUID().slice(0, 8);
  return {
    partnerName: `ООО «Заявитель ${marker}»`,
    fullname: 'Иванов Иван Иванович',
    email: `applicant-${marker}@test.ru`,
    phone: '89123456789',
    distributor: null,
    ...overrides,
  };
}

/** Polls a condition (for background jobs) until it holds or the time is up. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}
