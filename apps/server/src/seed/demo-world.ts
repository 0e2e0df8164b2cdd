/**
 * The demo world, seeded once into an empty database: an account for every role and
 * participation state, distributors, clients, subscriptions and leads for the counters.
 */
import { randomBytes } from 'node:crypto';
import { DISK_10GB_CODE, OLD_DISK_CODES, TRIAL_DAY_MS, type Authority } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import { grantAuthorities, insertAccount, countAccounts } from '../repositories/account.repository.ts';
import { giveCertificateIfNone } from '../repositories/certificate.repository.ts';
import { findOrCreateOwnClient } from '../repositories/customer.repository.ts';
import { insertPartner, setParticipationStatus } from '../repositories/partner.repository.ts';
import { hashPassword } from '../services/auth.service.ts';
import { apiTokenHashOf } from '../services/api-token.service.ts';
import { seedBillingHistory } from './billing-history.ts';
import { ALPHA_REQUISITES, INVOICE_DEMO_PARTNERS, seedDemoInvoices, seedInvoicePartners } from './demo-invoices.ts';
import { seedContentDemo } from './demo-content.ts';
import { seedCloudDemo } from './demo-cloud.ts';
import { seedDemoQuotes } from './demo-quotes.ts';
import { seedDemoLeads } from './demo-leads.ts';
import { subscriber } from './demo-subscriptions.ts';
import { seedDistributorPartners } from './demo-distributors.ts';
import { seedInfrastructureAccess } from './demo-infrastructure.ts';
import { seedSiteFormDemo } from './demo-site-form.ts';
import { ALPHA_PEOPLE, NO_ROLE_EMAIL, seedAlphaJournal, seedAlphaPeople } from './demo-people.ts';
import { DIRECTORY_ORGANISATIONS } from '../ports/tax-registry/directory-tax-registry.ts';
import type { Db } from '../db/database.ts';

export const DEMO_PASSWORD = 'demo12345';
/** The demo account with the second factor on (decision 034): its TOTP key, for an authenticator app to try it. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

type DemoLogin = { email: string; description: string };
export const DEMO_LOGINS: DemoLogin[] = [
  {
    email: 'partner@demo.ru',
    description: 'партнер, участие активно, доступ к 1С:ОИ; администратор: сотрудники, журнал действий, открытое приглашение',
  },
  { email: 'partner2@demo.ru', description: 'партнер, участие активно, без доступа к 1С:ОИ (может подать заявку)' },
  { email: 'oi-new@demo.ru', description: 'партнер без дистрибьютора: подключаясь к 1С:ОИ, выбирает дистрибьютора' },
  { email: 'oi-pending@demo.ru', description: 'партнер, заявка на доступ к 1С:ОИ на рассмотрении' },
  { email: 'oi-refused@demo.ru', description: 'партнер, заявка на доступ к 1С:ОИ отклонена' },
  { email: 'oi-off@demo.ru', description: 'партнер, доступ к 1С:ОИ приостановлен' },
  { email: 'pending@demo.ru', description: 'партнер, заявка на рассмотрении' },
  { email: 'refused@demo.ru', description: 'партнер, заявка отклонена' },
  { email: 'off@demo.ru', description: 'партнер, участие приостановлено' },
  { email: 'distributor@demo.ru', description: 'дистрибьютор, 39 партнеров во всех состояниях блокировки' },
  { email: 'distributor2@demo.ru', description: 'второй дистрибьютор, 3 партнера' },
  { email: 'blocked@demo.ru', description: 'партнер, заблокирован дистрибьютором' },
  { email: 'operator@demo.ru', description: 'оператор вендора (бэк-офис)' },
  { email: 'operator-2fa@demo.ru', description: `оператор вендора со вторым фактором (ключ TOTP ${DEMO_TOTP_SECRET})` },
  {
    email: ALPHA_PEOPLE.manager.email,
    description: 'сотрудник партнера partner@demo.ru, роль «Менеджер»: клиенты, заказы, подписки, лиды',
  },
  {
    email: ALPHA_PEOPLE.accountant.email,
    description: 'сотрудник партнера partner@demo.ru, роль «Бухгалтер»: счета и акты (подписывает их), без Маркета',
  },
  { email: ALPHA_PEOPLE.viewer.email, description: 'сотрудник партнера partner@demo.ru, роль «Только просмотр»' },
  { email: NO_ROLE_EMAIL, description: 'учетная запись партнера без роли (доступ запрещен)' },
  { email: 'newbie@demo.ru', description: 'зарегистрирован, заявку еще не подавал' },
  ...INVOICE_DEMO_PARTNERS.map((p) => ({ email: p.email, description: p.description })),
];

/**
 * Self-service (issue 13): the active partner's public profile and certificate, a support request the operator has
 * answered and one still open; partner2 has a certificate number but no public name (its page asks to fill it).
 */
async function seedSelfService(
  db: Db,
  ids: { alpha: string; alphaAccount: string; beta: string; operator: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('partners')
    .set({
      website: 'https://alfa-soft.demo',
      public_name: 'Альфа Софт',
      public_email: 'sales@alfa-soft.demo',
      public_phone: '+7 (343) 200-10-20',
      public_city: 'Екатеринбург',
    })
    .where('id', '=', ids.alpha)
    .execute();
  await giveCertificateIfNone(db, ids.alpha, now);
  await giveCertificateIfNone(db, ids.beta, now);
  const day = 86_400_000;
  await db
    .insertInto('feedback_requests')
    .values([
      {
        partner_id: ids.alpha,
        account_id: ids.alphaAccount,
        project_id: 'ecw',
        subject: 'Как подключить клиенту 1С:Отчетность?',
        message: 'Клиент «Ромашка» просит подключить 1С-Отчетность к его базе. Какие данные нужны для заявки?',
        email: 'partner@demo.ru',
        responsible: 'Иванов Иван',
        created_at: new Date(now.getTime() - 3 * day),
        answer:
          'Закажите «1С-Отчетность» в Маркете для клиента «Ромашка»: нужны ИНН, КПП и регистрационный номер продукта. Подключение занимает до одного рабочего дня.',
        answered_at: new Date(now.getTime() - 2 * day),
        answered_by: ids.operator,
      },
      {
        partner_id: ids.alpha,
        account_id: ids.alphaAccount,
        project_id: 'infra',
        subject: 'Нужен сервер с 24 ядрами',
        message: 'Клиенту нужен нестандартный сервер: 24 ядра и 96 ГБ памяти. Можно ли заказать такой?',
        email: 'partner@demo.ru',
        responsible: 'Иванов Иван',
        created_at: new Date(now.getTime() - day),
      },
    ])
    .execute();
}

/** Seeds the demo world relative to `now` (the day the demo starts), once, into an empty database. */
export async function seedDemoWorld(db: Db, log: FastifyBaseLogger, now: Date = new Date()): Promise<void> {
  if ((await countAccounts(db)) > 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction().execute(async (trx) => {
    const account = (
      email: string,
      name: string,
      authorities: Authority[],
      partnerId: string | null,
      extra: { surname?: string; city?: string; phone?: string } = {},
    ) => insertAccount(trx, { email, passwordHash, name, partnerId, ...extra }, authorities);

    const siberia = await insertPartner(trx, {
      kind: 'distributor',
      name: 'ООО «Сибирский дистрибьютор»',
      contactName: 'Кузнецова Ольга',
      email: 'info@sib-dist.demo',
      phone: '8 383 200 10 10',
      city: 'Новосибирск',
      status: 'on',
      distributorListed: true,
    });
    const center = await insertPartner(trx, {
      kind: 'distributor',
      name: 'АО «Центр дистрибуции»',
      contactName: 'Смирнов Павел',
      email: 'info@center-dist.demo',
      phone: '8 495 100 20 30',
      city: 'Москва',
      status: 'on',
      distributorListed: true,
    });
    const siberiaAccount = await account('distributor@demo.ru', 'Ольга', ['ROLE_DISTRIBUTOR'], siberia, {
      surname: 'Кузнецова',
      city: 'Новосибирск',
      phone: '+7 383 200-10-10',
    });
    const centerAccount = await account('distributor2@demo.ru', 'Павел', ['ROLE_DISTRIBUTOR'], center, {
      surname: 'Смирнов',
      city: 'Москва',
    });

    const operator = await account('operator@demo.ru', 'Ирина', ['ROLE_VENDOR'], null, { surname: 'Оператор', city: 'Москва' });
    const secondFactorOperator = await account('operator-2fa@demo.ru', 'Андрей', ['ROLE_VENDOR'], null, { surname: 'Оператор' });
    await trx
      .updateTable('accounts')
      .set({ totp_secret: DEMO_TOTP_SECRET, totp_enabled_at: now })
      .where('id', '=', secondFactorOperator)
      .execute();

    const partner = async (name: string, contactName: string, email: string, city: string) =>
      insertPartner(trx, {
        kind: 'partner',
        name,
        contactName,
        email,
        phone: '8 912 345 67 89',
        city,
        distributorId: siberia,
        status: null,
      });
    const decide = (partnerId: string, status: 'on' | 'refused' | 'off', reason: string | null = null) =>
      setParticipationStatus(trx, partnerId, {
        status,
        rejectedReason: status === 'refused' ? reason : null,
        offReason: status === 'off' ? reason : null,
        decidedBy: operator,
      });

    const alpha = await partner('ООО «Альфа Софт»', 'Иванов Иван', 'partner@demo.ru', 'Екатеринбург');
    await decide(alpha, 'on');
    const alphaAccount = await account('partner@demo.ru', 'Иван', ['ROLE_PARTNER', 'ROLE_IAS_USER'], alpha, {
      surname: 'Иванов',
      city: 'Екатеринбург',
      phone: '+7 912 345-67-89',
    });
    // Its people (issue 32): a manager, the accountant, a read-only person; and an account of it with no role.
    const alphaPeople = await seedAlphaPeople(
      trx,
      { alpha, admin: alphaAccount, passwordHash, authorities: ['ROLE_PARTNER', 'ROLE_IAS_USER'] },
      now,
    );
    // The token page shows an integration at work: a token issued weeks ago and used today. Nobody knows it (only its
    // hash exists): «Выпустить новый токен» gives the demo a token of its own and refuses this one.
    const tokenIssuedAt = new Date(now.getTime() - 20 * 86_400_000);
    const { id: alphaTokenId } = await trx
      .insertInto('api_tokens')
      .values({
        account_id: alphaAccount,
        token_hash: apiTokenHashOf(randomBytes(32).toString('base64url')),
        role: 'ADMIN',
        issued_at: tokenIssuedAt,
        last_used_at: new Date(now.getTime() - 2 * 3_600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const beta = await partner('ООО «Бета Консалтинг»', 'Петрова Анна', 'partner2@demo.ru', 'Казань');
    await decide(beta, 'on');
    await account('partner2@demo.ru', 'Анна', ['ROLE_PARTNER'], beta, { surname: 'Петрова', city: 'Казань' });

    const pending = await partner('ИП Сидоров Алексей', 'Сидоров Алексей', 'pending@demo.ru', 'Пермь');
    await account('pending@demo.ru', 'Алексей', ['ROLE_PARTNER'], pending, { surname: 'Сидоров', city: 'Пермь' });

    const refused = await partner('ООО «Гамма Трейд»', 'Орлов Дмитрий', 'refused@demo.ru', 'Омск');
    await decide(refused, 'refused', 'Компания не является франчайзи 1С');
    await account('refused@demo.ru', 'Дмитрий', ['ROLE_PARTNER'], refused, { surname: 'Орлов', city: 'Омск' });

    const off = await partner('ООО «Дельта Сервис»', 'Волкова Елена', 'off@demo.ru', 'Самара');
    await decide(off, 'off', 'Задолженность по оплате более 10 рабочих дней');
    await account('off@demo.ru', 'Елена', ['ROLE_PARTNER'], off, { surname: 'Волкова', city: 'Самара' });

    for (const [name, contact, email, city] of [
      ['ООО «Вектор Учет»', 'Зайцев Кирилл', 'vector@applicant.demo', 'Тюмень'],
      ['ООО «Север 1С»', 'Морозова Дарья', 'sever@applicant.demo', 'Мурманск'],
      ['ИП Козлов Игорь', 'Козлов Игорь', 'kozlov@applicant.demo', 'Челябинск'],
    ] as const) {
      const id = await partner(name, contact, email, city);
      await account(email, contact.split(' ')[1] ?? contact, ['ROLE_PARTNER'], id, { city });
    }

    await account('newbie@demo.ru', 'Новый пользователь', ['ROLE_USER'], null);
    await grantAuthorities(trx, operator, ['ROLE_VENDOR']);

    // Clients, subscriptions and leads of the active partner, so the navbar counters show real numbers.
    const customers = await trx
      .insertInto('customers')
      .values(
        (
          [
            ['ООО «Ромашка»', 'Соколова Татьяна', 'romashka@client.demo', 'buh_romashka'],
            ['ООО «Уральские окна»', 'Белов Сергей', 'okna@client.demo', 'okna_admin'],
            ['ИП Николаева Светлана Игоревна', 'Николаева Светлана', 'nikolaeva@client.demo', null],
            ['ООО «ТехноСтрой»', 'Федоров Олег', 'tehno@client.demo', null],
            // The clients of the subscription management screens (issue 9).
            ['ООО «Волжская логистика»', 'Карпов Денис', 'volga@client.demo', null],
            ['ООО «Пермский завод упаковки»', 'Гусева Алла', 'upak@client.demo', null],
            ['ООО «Алтайский мед»', 'Шестаков Роман', 'altai@client.demo', null],
            ['ООО «Байкал-Тур»', 'Ершова Лидия', 'baikal@client.demo', null],
            ['ООО «Донской текстиль»', 'Аксенов Тимур', 'donskoy@client.demo', null],
          ] as const
        ).map(([name, responsible, email, login], i) => {
          // Organisations of the built-in tax directory; ИП Николаева has no INN yet.
          const organisation = i === 2 ? undefined : DIRECTORY_ORGANISATIONS.find((o) => o.name === name);
          return {
            partner_id: alpha,
            name,
            responsible,
            email,
            phone: `+7 343 200-00-0${i}`,
            inn: organisation?.inn ?? null,
            kpp: organisation?.kpp ?? null,
            // Only «Ромашка» has the registration number of its 1C product, which the support kit needs.
            regnum: i === 0 ? '800172634' : null,
            city: i < 4 ? 'Екатеринбург' : (organisation?.city ?? null),
            street: organisation?.address ?? null,
            one_c_id: login,
            onec_username: login,
            status: 'confirmed' as const,
            // The demo's day, not the database's: the journal dates each before its first order (seedAlphaJournal).
            created_at: now,
          };
        }),
      )
      .returning('id')
      .execute();
    const clients = Object.fromEntries(CLIENT_KEYS.map((key, i) => [key, customers[i]?.id ?? ''])) as AlphaClients;
    // The private configuration of the catalogue is the active partner's own.
    await trx.updateTable('services').set({ owner_partner_id: alpha }).where('resource_code', '=', 'bp-private').execute();
    await seedAlphaSubscriptions(trx, alpha, alphaAccount, clients, now);
    const ownClient = await findOrCreateOwnClient(trx, { partnerId: alpha });
    await seedCloudDemo(trx, { partnerId: alpha, accountId: alphaAccount, operatorId: operator, ownClientId: ownClient.id }, now);
    await seedSelfService(trx, { alpha, alphaAccount, beta, operator }, now);
    await seedDemoQuotes(trx, { partnerId: alpha, accountId: alphaAccount, romashka: clients.romashka, okna: clients.okna }, now);
    await seedDemoLeads(trx, { alpha, beta, operator }, now);
    await seedSiteFormDemo(trx, alpha);

    await trx
      .insertInto('leads')
      .values([
        { status: 'NON_DISPATCHED', name: 'ООО «Заря»', responsible: 'Громов Илья', email: 'zarya@lead.demo' },
        { status: 'NON_DISPATCHED', name: 'ООО «Медведь»', responsible: 'Лебедева Нина', email: 'medved@lead.demo' },
        { status: 'NON_DISPATCHED', name: 'ИП Кравцов', responsible: 'Кравцов Артем', email: 'kravtsov@lead.demo' },
        { status: 'NON_DISPATCHED', name: 'ООО «Ладья»', responsible: 'Титова Вера', email: 'ladya@lead.demo' },
        {
          status: 'DISPATCHED',
          partner_id: alpha,
          name: 'ООО «Радуга»',
          responsible: 'Осипов Глеб',
          email: 'raduga@lead.demo',
          dispatched_at: now,
        },
        {
          status: 'DISPATCHED',
          partner_id: alpha,
          name: 'ООО «Берег»',
          responsible: 'Егорова Юлия',
          email: 'bereg@lead.demo',
          dispatched_at: now,
        },
        {
          status: 'PROCESSED',
          partner_id: alpha,
          name: 'ООО «Факел»',
          responsible: 'Рябов Максим',
          email: 'fakel@lead.demo',
          dispatched_at: now,
        },
      ])
      .execute();
    await trx
      .updateTable('partners')
      .set({
        region_code: '66',
        address: 'ул. Малышева, 51',
        inn: ALPHA_REQUISITES.inn,
        kpp: ALPHA_REQUISITES.kpp,
        legal_address: ALPHA_REQUISITES.legalAddress,
      })
      .where('id', '=', alpha)
      .execute();
    await seedDistributorPartners(trx, {
      now,
      siberia,
      center,
      siberiaAccount,
      centerAccount,
      account: (email, name, authorities, partnerId) => account(email, name, authorities, partnerId),
    });
    await seedInfrastructureAccess(trx, {
      now,
      operator,
      passwordHash,
      alpha,
      alphaAccount,
      beta,
      account: (email, name, authorities, partnerId, extra) => account(email, name, authorities, partnerId, extra),
    });
    await seedBillingHistory(trx, { operatorId: operator }, now);
    // After the history's closings, so the demo's invoices are written with their own issue days.
    const invoicePartners = await seedInvoicePartners(
      trx,
      {
        distributorId: siberia,
        account: (email, name, partnerId, extra) => account(email, name, ['ROLE_PARTNER'], partnerId, extra),
        activate: async (partnerId) => {
          await decide(partnerId, 'on');
        },
      },
      now,
    );
    await seedDemoInvoices(trx, invoicePartners, operator, now);
    await seedContentDemo(trx, operator, now);
    // Last: the journal is written from the history above (clients, orders, deletions, the acts the accountant signed).
    await seedAlphaJournal(trx, { alpha, people: alphaPeople, tokenId: alphaTokenId, tokenIssuedAt }, now);
  });
  log.info({ logins: DEMO_LOGINS.length }, 'demo world seeded');
}

/** The active partner's clients, in the order they are inserted. */
const CLIENT_KEYS = ['romashka', 'okna', 'nikolaeva', 'tehno', 'volga', 'upak', 'altai', 'baikal', 'donskoy'] as const;
type AlphaClients = Record<(typeof CLIENT_KEYS)[number], string>;

/**
 * The active partner's subscriptions: paid ones months old, some with changes since; demos and trials running, ending
 * within days or minutes, ended and converted; a direct one, an old disk type, a prepaid option, an option changed only
 * in the administration area, a removed one, and comments. Each with its orders and usage as the portal records them.
 */
async function seedAlphaSubscriptions(trx: Db, alpha: string, by: string, c: AlphaClients, now: Date): Promise<void> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * TRIAL_DAY_MS);
  const subscribe = subscriber(trx, alpha, now);
  const note = (text: string, days: number) => ({ text, by, at: daysAgo(days) });

  await subscribe(c.romashka, '1С:Бухгалтерия предприятия', 'Файловый', {
    since: daysAgo(400),
    counts: { 'bp-seat': 2 },
    changes: [{ at: daysAgo(200), counts: { 'bp-seat': 3, [DISK_10GB_CODE]: 1 } }],
    infoBaseName: 'Бухгалтерия Ромашка',
    comment: note('Основная база бухгалтерии; обновления по пятницам после 18:00', 30),
  });
  await subscribe(c.romashka, '1С:Зарплата и управление персоналом', 'Файловый', { since: daysAgo(190) });
  await subscribe(c.okna, '1С:Управление торговлей', 'Клиент-серверный', { since: daysAgo(95) });
  // A removed one: its usage from its deployment to its removal.
  await subscribe(c.okna, '1С:Документооборот', 'Файловый', { since: daysAgo(300), deletedAt: daysAgo(120) });
  await subscribe(c.nikolaeva, '1С:Управление нашей фирмой', 'Демо');
  await subscribe(c.tehno, '1С:Розница', 'Демо');
  // A paid one of a client that keeps another, so deleting it (the deletion journey) leaves the counters alone.
  await subscribe(c.romashka, '1С:Общепит', 'Файловый', { since: daysAgo(40) });

  // A direct (managed service provider) subscription, whose disk was raised once.
  await subscribe(c.volga, '1С:Бухгалтерия предприятия', 'Клиент-серверный', {
    since: daysAgo(150),
    counts: { 'bp-seat': 3, [DISK_10GB_CODE]: 1 },
    changes: [{ at: daysAgo(60), counts: { [DISK_10GB_CODE]: 2 } }],
    isDirect: true,
    infoBaseName: 'Бухгалтерия Волжская логистика',
    comment: note('Подписка напрямую у провайдера: рабочие места меняет провайдер', 150),
  });
  // An old disk type, held for more than a year.
  await subscribe(c.volga, '1С:Управление автотранспортом', 'Файловый', {
    since: daysAgo(430),
    counts: { 'uat-seat': 2, [OLD_DISK_CODES[0] ?? '']: 2 },
  });
  // A production trial that ended: paid since its end.
  await subscribe(c.volga, '1С:CRM КОРП', 'Файловый', {
    since: daysAgo(40),
    trial: { start: daysAgo(40), end: daysAgo(10) },
    trialLetterSentAt: daysAgo(13),
  });

  // A production trial of 30 days that ends 90 seconds after the first start: watch it move to the paid list.
  const trialEnd = new Date(now.getTime() + 90_000);
  const trialStart = new Date(trialEnd.getTime() - 30 * TRIAL_DAY_MS);
  await subscribe(c.upak, '1С:CRM КОРП', 'Файловый', {
    since: trialStart,
    counts: { 'crm-seat': 2 },
    trial: { start: trialStart, end: trialEnd },
  });
  // A prepaid option, within its twelve months.
  const prepaidFrom = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1)).toISOString().slice(0, 10);
  await subscribe(c.upak, '1С:Зарплата и управление персоналом', 'Файловый', {
    since: daysAgo(70),
    counts: { 'zup-seat': 5 },
    prepaid: { code: 'zup-seat', from: prepaidFrom, months: 12 },
  });
  await subscribe(c.upak, '1С:Отель', 'Демо', { since: daysAgo(5) });

  // Changed twice since it was ordered (seats, then disk); and two demos ending within three days.
  await subscribe(c.altai, '1С:Бухгалтерия предприятия', 'Файловый', {
    since: daysAgo(240),
    counts: { 'bp-seat': 2 },
    changes: [
      { at: daysAgo(150), counts: { 'bp-seat': 4, [DISK_10GB_CODE]: 1 } },
      { at: daysAgo(45), counts: { 'bp-seat': 3, [DISK_10GB_CODE]: 2 } },
    ],
    infoBaseName: 'Бухгалтерия Алтайский мед',
  });
  await subscribe(c.altai, '1С:Управление учебным центром', 'Демо', {
    since: daysAgo(13),
    counts: { 'uc-seat': 2 },
    infoBaseName: 'Учебный центр Алтай',
  });
  await subscribe(c.altai, '1С:Колледж', 'Демо', { since: daysAgo(14) });

  // A demo turned into a paid subscription: the demo closed when the paid one was deployed.
  const converted = daysAgo(9);
  const demo = await subscribe(c.baikal, '1С:Отель', 'Демо', {
    since: daysAgo(20),
    counts: { 'hotel-seat': 2 },
    deletedAt: converted,
    infoBaseName: 'Отель Байкал',
  });
  const paid = await subscribe(c.baikal, '1С:Отель', 'Файловый', {
    since: converted,
    counts: { 'hotel-seat': 2 },
    convertedFrom: demo,
    infoBaseName: 'Отель Байкал',
    comment: note('Перешли с демо-версии, база сохранена', 9),
  });
  await trx.updateTable('subscriptions').set({ converted_to: paid }).where('id', '=', demo).execute();

  // Licences changed only in the provider's administration area; a production trial ending within three days.
  await subscribe(c.donskoy, 'Microsoft 365 бизнес базовый', 'Office 365', { since: daysAgo(120), counts: { 'office365-seat': 5 } });
  await subscribe(c.donskoy, '1С:CRM КОРП', 'Клиент-серверный', {
    since: daysAgo(28),
    trial: { start: daysAgo(28), end: new Date(now.getTime() + 2 * TRIAL_DAY_MS) },
  });

  // What else the bill prices: a Business kit (monthly) with a seat added mid-month, a Kaspersky tier, and the
  // partner's own subscription, billed in a section of its own.
  await subscribe(c.tehno, 'Комплект «Бизнес»', 'Бизнес (файловый)', {
    since: daysAgo(260),
    counts: { 'biz-base': 1, 'biz-seat': 1 },
    changes: [{ at: daysAgo(100), counts: { 'biz-seat': 3 } }],
  });
  await subscribe(c.okna, 'Антивирус Касперского', 'Kaspersky Endpoint Security', {
    since: daysAgo(330),
    counts: { 'kaspersky-5-9': 7 },
    changes: [{ at: daysAgo(80), counts: { 'kaspersky-5-9': 9 } }],
  });
  const own = await findOrCreateOwnClient(trx, { partnerId: alpha });
  await subscribe(own.id, 'Конфигуратор 1С:ГРМ для партнеров', 'Конфигуратор', {
    since: daysAgo(210),
    counts: { 'conf-manager-seat': 2 },
  });
  await seedTariffChange(trx, 'uat-seat', daysAgo(135));
}

/**
 * A tariff that changed mid-month: the option's current price holds from `from`, and a lower one before it, so the
 * months around the change bill each day at the version then in force.
 */
async function seedTariffChange(trx: Db, resourceCode: string, from: Date): Promise<void> {
  const current = await trx
    .selectFrom('service_options as o')
    .innerJoin('option_tariffs as t', 't.option_id', 'o.id')
    .select(['o.id', 't.price', 't.client_price'])
    .where('o.resource_code', '=', resourceCode)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('option_tariffs')
    .set({
      price: Math.round(current.price * 0.9),
      client_price: current.client_price === null ? null : Math.round(current.client_price * 0.9),
    })
    .where('option_id', '=', current.id)
    .execute();
  await trx
    .insertInto('option_tariffs')
    .values({
      option_id: current.id,
      effective_from: from.toISOString().slice(0, 10),
      price: current.price,
      client_price: current.client_price,
    })
    .execute();
}
