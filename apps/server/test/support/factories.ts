/** Test data: accounts in every role and participation state, each unique to its test. */
import { randomInt, randomUUID } from 'node:crypto';
import { completeInn, type Authority } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { DIRECTORY_ORGANISATIONS } from '../../src/ports/tax-registry/directory-tax-registry.ts';
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

// ---- Client registry (customers) ----

const DIRECTORY_INNS = new Set(DIRECTORY_ORGANISATIONS.map((o) => o.inn));

/** A valid INN (check digits right) that the built-in tax directory does not know. */
export function unknownInn(kind: 'legal' | 'individual' = 'legal'): string {
  for (;;) {
    const digits = kind === 'legal' ? 9 : 10;
    const prefix = Array.from({ length: digits }, (_, i) => (i === 0 ? 1 + randomInt(9) : randomInt(10))).join('');
    const inn = completeInn(prefix);
    if (!DIRECTORY_INNS.has(inn)) return inn;
  }
}

/** The same INN with its last check digit changed: right format, wrong check digits. */
export function withWrongCheckDigit(inn: string): string {
  const last = Number(inn.at(-1));
  return `${inn.slice(0, -1)}${(last + 1) % 10}`;
}

/** A valid registration body for POST /api/customers (no INN, no login unless given). */
export function customerBody(overrides: Record<string, unknown> = {}) {
  const marker = randomUUID().slice(0, 8);
  return {
    email: `client-${marker}@test.ru`,
    phone: '+7 (912) 345-67-89',
    responsible: `Клиентов Клиент ${marker}`,
    ...overrides,
  };
}

export type CustomerSeed = {
  name?: string;
  responsible?: string;
  email?: string;
  phone?: string | null;
  inn?: string | null;
  kpp?: string | null;
  city?: string | null;
  oneCId?: string | null;
  status?: 'confirmed' | 'unconfirmed' | 'rejected';
  createdAt?: Date;
};

/** Inserts customers of a partner straight into the table (list, search and export data); returns their ids in order. */
export async function insertCustomers(app: FastifyInstance, partnerId: string, seeds: CustomerSeed[]): Promise<string[]> {
  if (seeds.length === 0) return [];
  const rows = await app.db
    .insertInto('customers')
    .values(
      seeds.map((seed) => {
        const marker = randomUUID().slice(0, 8);
        return {
          partner_id: partnerId,
          name: seed.name ?? `ООО «Клиент ${marker}»`,
          responsible: seed.responsible ?? `Контактов ${marker}`,
          email: seed.email ?? `seed-${marker}@test.ru`,
          phone: seed.phone === undefined ? '+7 900 000-00-00' : seed.phone,
          inn: seed.inn ?? null,
          kpp: seed.kpp ?? null,
          city: seed.city ?? null,
          one_c_id: seed.oneCId ?? null,
          status: seed.status ?? 'unconfirmed',
          ...(seed.createdAt ? { created_at: seed.createdAt } : {}),
        };
      }),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The confirmation token in the last client-confirmation letter sent to this address. */
export async function confirmationTokenFor(app: FastifyInstance, email: string): Promise<{ link: string; token: string }> {
  const letter = await app.db
    .selectFrom('mail_outbox')
    .select(['body_text'])
    .where('to_address', '=', email)
    .where('kind', '=', 'customer.confirmation')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const link = /(\S*#\/client-confirm\?token=(\S+))/.exec(letter.body_text);
  if (!link?.[1] || !link[2]) throw new Error(`No confirmation link in: ${letter.body_text}`);
  return { link: link[1], token: decodeURIComponent(link[2]) };
}
