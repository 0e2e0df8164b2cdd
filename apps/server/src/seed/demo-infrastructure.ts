/**
 * Infrastructure access in the demo world (issue 12): a partner in each status, with the audit trail the portal would
 * have written. partner@demo.ru is on (its infrastructure login has the demo password); partner2@demo.ru has none and a
 * contact e-mail, so it can enrol; three Siberian partners get logins to show pending, refused and suspended; a partner
 * without a distributor chooses one (the settlement scheme) as it enrols.
 */
import { TRIAL_DAY_MS, type Authority, type IasStatus } from '@portal/domain';
import { insertPartner, setParticipationStatus } from '../repositories/partner.repository.ts';
import type { Db } from '../db/database.ts';

export type InfrastructureSeed = {
  /** The day the demo starts. */
  now: Date;
  operator: string;
  passwordHash: string;
  alpha: string;
  alphaAccount: string;
  beta: string;
  account: (
    email: string,
    name: string,
    authorities: Authority[],
    partnerId: string,
    extra?: { surname?: string; city?: string },
  ) => Promise<string>;
};

type Step = { action: string; from: string | null; to: string | null; reason?: string; actor: string | null; daysAgo: number };

export async function seedInfrastructureAccess(trx: Db, seed: InfrastructureSeed): Promise<void> {
  const ago = (days: number) => new Date(seed.now.getTime() - days * TRIAL_DAY_MS);

  const access = async (
    partnerId: string,
    requestedBy: string,
    email: string,
    status: IasStatus,
    steps: Step[],
    extra: { reason?: string; passwordHash?: string } = {},
  ) => {
    await trx.updateTable('partners').set({ public_email: email }).where('id', '=', partnerId).execute();
    const partner = await trx.selectFrom('partners').select('distributor_id').where('id', '=', partnerId).executeTakeFirstOrThrow();
    const first = steps[0]?.daysAgo ?? 0;
    const last = steps.filter((s) => s.to !== null).at(-1);
    const { id } = await trx
      .insertInto('ias_access')
      .values({
        partner_id: partnerId,
        status,
        email,
        offer_version: '2025-01-01',
        offer_accepted_at: ago(first),
        distributor_id: partner.distributor_id,
        reason: extra.reason ?? null,
        requested_by: requestedBy,
        requested_at: ago(first),
        decided_by: last && last.action !== 'request' ? seed.operator : null,
        decided_at: last && last.action !== 'request' ? ago(last.daysAgo) : null,
        updated_at: ago(steps.at(-1)?.daysAgo ?? 0),
        password_hash: extra.passwordHash ?? null,
        password_set_at: extra.passwordHash ? ago(steps.find((s) => s.action === 'password.set')?.daysAgo ?? first) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('ias_access_events')
      .values(
        steps.map((step) => ({
          access_id: id,
          partner_id: partnerId,
          action: step.action,
          from_status: step.from,
          to_status: step.to,
          reason: step.reason ?? null,
          actor_account_id: step.actor,
          created_at: ago(step.daysAgo),
        })),
      )
      .execute();
  };

  // partner@demo.ru: on for months; its login has the demo password.
  await access(
    seed.alpha,
    seed.alphaAccount,
    'partner@demo.ru',
    'on',
    [
      { action: 'request', from: 'none', to: 'pending', actor: seed.alphaAccount, daysAgo: 120 },
      { action: 'approve', from: 'pending', to: 'on', actor: seed.operator, daysAgo: 119 },
      { action: 'link.sent', from: null, to: null, actor: seed.operator, daysAgo: 119 },
      { action: 'password.set', from: null, to: null, actor: null, daysAgo: 119 },
    ],
    { passwordHash: seed.passwordHash },
  );
  // partner2@demo.ru: no status, a contact e-mail in its profile: it can enrol.
  await trx.updateTable('partners').set({ public_email: 'partner2@demo.ru' }).where('id', '=', seed.beta).execute();

  const siberian = async (name: string) =>
    (await trx.selectFrom('partners').select('id').where('name', '=', name).where('kind', '=', 'partner').executeTakeFirstOrThrow()).id;
  const login = async (email: string, partnerName: string, first: string, surname: string, city: string) => {
    const partnerId = await siberian(partnerName);
    return { partnerId, accountId: await seed.account(email, first, ['ROLE_PARTNER'], partnerId, { surname, city }) };
  };

  const pending = await login('oi-pending@demo.ru', 'ООО «Абакан Софт»', 'Виктор', 'Абаканов', 'Новосибирск');
  await access(pending.partnerId, pending.accountId, 'oi-pending@demo.ru', 'pending', [
    { action: 'request', from: 'none', to: 'pending', actor: pending.accountId, daysAgo: 1 },
  ]);

  const refusedReason = 'Не подтверждена потребность в вычислительных ресурсах: нет клиентов на 1С:ГРМ';
  const refused = await login('oi-refused@demo.ru', 'ООО «Алтай Учет»', 'Галина', 'Алтаева', 'Томск');
  await access(
    refused.partnerId,
    refused.accountId,
    'oi-refused@demo.ru',
    'refused',
    [
      { action: 'request', from: 'none', to: 'pending', actor: refused.accountId, daysAgo: 20 },
      { action: 'refuse', from: 'pending', to: 'refused', reason: refusedReason, actor: seed.operator, daysAgo: 19 },
    ],
    { reason: refusedReason },
  );

  const offReason = 'Задолженность по оплате 1С:ОИ более 10 рабочих дней';
  const off = await login('oi-off@demo.ru', 'ООО «Ангара Консалт»', 'Степан', 'Ангарский', 'Омск');
  await access(
    off.partnerId,
    off.accountId,
    'oi-off@demo.ru',
    'off',
    [
      { action: 'request', from: 'none', to: 'pending', actor: off.accountId, daysAgo: 90 },
      { action: 'approve', from: 'pending', to: 'on', actor: seed.operator, daysAgo: 89 },
      { action: 'link.sent', from: null, to: null, actor: seed.operator, daysAgo: 89 },
      { action: 'password.set', from: null, to: null, actor: null, daysAgo: 88 },
      { action: 'suspend', from: 'on', to: 'off', reason: offReason, actor: seed.operator, daysAgo: 6 },
    ],
    { reason: offReason, passwordHash: seed.passwordHash },
  );

  // A partner that works with the vendor directly: it chooses a distributor as it enrols.
  const direct = await insertPartner(trx, {
    kind: 'partner',
    name: 'ООО «Облачный старт»',
    contactName: 'Лаптев Роман',
    email: 'oi-new@demo.ru',
    phone: '8 343 310 20 30',
    city: 'Екатеринбург',
    distributorId: null,
    status: null,
  });
  await setParticipationStatus(trx, direct, { status: 'on', rejectedReason: null, offReason: null, decidedBy: seed.operator });
  await trx.updateTable('partners').set({ public_email: 'oi-new@demo.ru' }).where('id', '=', direct).execute();
  await seed.account('oi-new@demo.ru', 'Роман', ['ROLE_PARTNER'], direct, { surname: 'Лаптев', city: 'Екатеринбург' });
}
