/** Realistic data for the benchmarks: partners with clients of Russian names, contacts, INNs and statuses. */
import { completeInn, type DeployStatus } from '@portal/domain';
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database.ts';
import { insertPartner } from '../apps/server/src/repositories/partner.repository.ts';

const BATCH = 1_000;
/** A word only a few clients of each partner have in their name. */
export const RARE_WORD = 'Жемчужина';

const FORMS = ['ООО', 'АО', 'ПАО', 'ЗАО', 'ИП'];
const WORDS = [
  'Ромашка',
  'Уральские окна',
  'ТехноСтрой',
  'Северный ветер',
  'Волжская логистика',
  'Сибирская мебель',
  'Невский хлеб',
  'Кубанское зерно',
  'Алтайский мед',
  'Байкал-Тур',
  'Донской текстиль',
  'Пермский завод',
  'Омский агрохолдинг',
  'СтройИнвест',
  'Медтехника',
  'АвтоТранс',
  'Фармация',
  'Горизонт',
  'Вектор',
  'Спектр',
  'Альянс',
  'Меридиан',
  'Континент',
  'Гранит',
  'Полюс',
  'Восход',
  'Заря',
  'Радуга',
  'Кедр',
  'Берёзка',
  'Сокол',
  'Мегаполис',
  'Прогресс',
  'Импульс',
  'Ресурс',
  'Форвард',
];
const SURNAMES = [
  'Иванов',
  'Петров',
  'Сидоров',
  'Смирнов',
  'Кузнецов',
  'Попов',
  'Васильев',
  'Соколов',
  'Михайлов',
  'Новиков',
  'Федоров',
  'Морозов',
  'Волков',
  'Алексеев',
  'Лебедев',
  'Семенов',
  'Егоров',
  'Павлов',
  'Козлов',
  'Степанов',
];
const FIRST_NAMES = [
  'Александр',
  'Сергей',
  'Дмитрий',
  'Андрей',
  'Алексей',
  'Максим',
  'Елена',
  'Ольга',
  'Наталья',
  'Татьяна',
  'Ирина',
  'Анна',
  'Мария',
  'Светлана',
];
const CITIES = [
  'Москва',
  'Санкт-Петербург',
  'Екатеринбург',
  'Новосибирск',
  'Казань',
  'Нижний Новгород',
  'Челябинск',
  'Самара',
  'Омск',
  'Ростов-на-Дону',
  'Уфа',
  'Красноярск',
  'Пермь',
  'Воронеж',
  'Волгоград',
  'Тюмень',
  'Иркутск',
  'Барнаул',
  'Хабаровск',
  'Мурманск',
];
const DOMAINS = ['mail.ru', 'yandex.ru', 'gmail.com', 'bk.ru', 'inbox.ru', 'list.ru', 'rambler.ru'];

let seed = 42;
export function random(n: number): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed % n;
}
export const pick = <T>(items: T[]): T => items[random(items.length)] as T;

function client(partnerId: string, prefix: string, i: number, innBase: number, rareEvery: number) {
  const rare = i % rareEvery === 3;
  const form = pick(FORMS);
  const surname = pick(SURNAMES);
  const first = pick(FIRST_NAMES);
  const name = rare ? `ООО «${RARE_WORD} ${i}»` : form === 'ИП' ? `ИП ${surname} ${first}` : `${form} «${pick(WORDS)} ${i}»`;
  const inn = i % 5 === 4 ? null : completeInn(String(innBase + i).padStart(9, '0'));
  return {
    partner_id: partnerId,
    name,
    responsible: `${surname} ${first}`,
    email: `${prefix}.client${i}@${pick(DOMAINS)}`,
    phone: `+7 (9${random(90) + 10}) ${100 + random(900)}-${10 + random(90)}-${10 + random(90)}`,
    inn,
    kpp: inn && inn.length === 10 ? `${inn.slice(0, 4)}01001` : null,
    city: pick(CITIES),
    one_c_id: i % 3 === 0 ? `${prefix}_login_${i}` : null,
    status: (['confirmed', 'confirmed', 'unconfirmed', 'rejected'] as const)[random(4)] ?? 'confirmed',
    created_at: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000 + random(3_600_000)),
  };
}

/** Adds `count` clients of realistic names to a partner; every `rareEvery`-th (from the fourth) is named with RARE_WORD. */
export async function addClients(
  db: Db,
  partnerId: string,
  label: string,
  count: number,
  innBase: number,
  rareEvery: number,
): Promise<void> {
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) =>
      client(partnerId, label.toLowerCase(), start + k, innBase, rareEvery),
    );
    await db.insertInto('customers').values(rows).execute();
  }
}

/**
 * A partner with `count` clients of realistic names, contacts, INNs and statuses; every `rareEvery`-th client
 * (from the fourth) is named with RARE_WORD, so a search finds a handful. Returns the partner's id.
 */
export async function createPartnerWithClients(db: Db, label: string, count: number, innBase: number, rareEvery: number): Promise<string> {
  const partnerId = await insertPartner(db, {
    kind: 'partner',
    name: `ООО «Партнер ${label}»`,
    contactName: 'Бенчмарков Бенчмарк',
    email: `partner-${label.toLowerCase()}@bench.ru`,
    phone: '8 912 345 67 89',
    status: null,
    distributorListed: false,
  });
  await addClients(db, partnerId, label, count, innBase, rareEvery);
  return partnerId;
}

/** Ten subscriptions a client, so a client found by a search brings ten rows. */
const PER_CLIENT = 10;
/** Every so many clients one is named with RARE_WORD: five of partner A's clients, one of partner B's. */
const RARE_EVERY = 1_000;

const SERVICES: Array<[string, string]> = [
  ['1С:Бухгалтерия предприятия', 'Файловый'],
  ['1С:Бухгалтерия предприятия', 'Клиент-серверный'],
  ['1С:Управление нашей фирмой', 'Файловый'],
  ['1С:Зарплата и управление персоналом', 'Клиент-серверный'],
  ['1С:Управление торговлей', 'Файловый'],
  ['1С:Розница', 'Файловый'],
  ['1С:Общепит', 'Клиент-серверный'],
  ['Комплект «Бизнес»', 'Бизнес (файловый)'],
  ['Антивирус Касперского', 'Kaspersky Endpoint Security'],
  ['Microsoft 365 бизнес базовый', 'Office 365'],
];
const STATUSES: DeployStatus[] = ['DEPLOYED', 'DEPLOYED', 'DEPLOYED', 'DEPLOYED', 'DEPLOYED', 'DEPLOYED', 'DEPLOY_FAILED', 'DEPLOYING'];

/**
 * One subscription in twenty is ordered on the desk 'Партнерам' for the partner itself, five are free trials for
 * clients and the rest are paid; one in fifty was deleted long ago and is out of every list.
 */
function subscription(partnerId: string, customerId: string, i: number) {
  const [serviceName, kitName] = pick(SERVICES);
  const slot = i % 20;
  const demo = slot >= 14;
  const created = new Date(Date.UTC(2021, 0, 1) + i * 1_800_000 + random(1_800_000));
  return {
    partner_id: partnerId,
    customer_id: customerId,
    service_name: serviceName,
    service_kit_name: demo ? 'Демо' : kitName,
    usage_mode: demo ? ('DEMONSTRATION' as const) : ('PRODUCTION' as const),
    offer_desk_id: slot === 19 ? 'special' : 'grm',
    deploy_status: i % 50 === 7 ? ('DELETED' as const) : pick(STATUSES),
    deleted: i % 50 === 7,
    price: demo ? 0 : 50_000 + random(100_000),
    trial_start: demo ? created : null,
    trial_end: demo ? new Date(created.getTime() + 15 * 86_400_000) : null,
    start_date: created,
    created_at: created,
  };
}

/** Adds `count` subscriptions to a partner's clients (ten a client, in the clients' order of creation). */
export async function addSubscriptions(db: Db, partnerId: string, count: number): Promise<void> {
  const clients = await db.selectFrom('customers').select('id').where('partner_id', '=', partnerId).orderBy('created_at').execute();
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => {
      const i = start + k;
      return subscription(partnerId, clients[Math.floor(i / PER_CLIENT)]?.id ?? '', i);
    });
    await db.insertInto('subscriptions').values(rows).execute();
  }
}

/** A partner with `count` subscriptions, ten a client. Returns the partner's id. */
export async function createPartnerWithSubscriptions(db: Db, label: string, count: number, innBase: number): Promise<string> {
  const partnerId = await createPartnerWithClients(db, label, Math.ceil(count / PER_CLIENT), innBase, RARE_EVERY);
  await addSubscriptions(db, partnerId, count);
  return partnerId;
}

/** Every this many of a distributor's benchmark partners is blocked (as a debtor), so the list's filters find some. */
export const BLOCKED_EVERY = 20;

/**
 * `count` partners of a distributor (in Novosibirsk), each with `subscriptionsEach` subscriptions and `changes` seat
 * changes of each; every BLOCKED_EVERY-th blocked for debt.
 */
export async function addDistributedPartners(
  db: Db,
  distributorId: string,
  options: { label: string; count: number; subscriptionsEach: number; innBase: number; changes?: number },
): Promise<void> {
  for (let k = 0; k < options.count; k++) {
    const partnerId = await createPartnerWithSubscriptions(db, `${options.label}${k}`, options.subscriptionsEach, options.innBase + k * 20);
    if (options.changes) await addChanges(db, partnerId, options.changes);
    await db
      .updateTable('partners')
      .set({
        distributor_id: distributorId,
        city: 'Новосибирск',
        region_code: '54',
        address: `ул. Ленина, ${k + 1}`,
        ...(k % BLOCKED_EVERY === 0 ? { lock_status: 'ACTIVE', lock_date: new Date(), lock_reason: 'Задолженность по оплате' } : {}),
      })
      .where('id', '=', partnerId)
      .execute();
  }
}

/** Days between a subscription's order and its first change, and between one change and the next. */
const CHANGE_EVERY_DAYS = 3;

/**
 * Gives every subscription of a partner that was deployed (and every one deleted since) its history of `changes`
 * seat changes, as subscription management leaves it: a seat option, a creating order and `changes` change orders
 * with their lines, and the usage ledger's intervals (the last one open unless the subscription was deleted). Bulk
 * inserted by SQL, a statement per table, without the foreign-key checks (the rows are consistent by construction and
 * the checks, a trigger per row, would take ten times longer; the demo mark such a trigger copies is written here); the order counter those skipped triggers keep is set
 * once at the end.
 */
export async function addChanges(db: Db, partnerId: string, changes: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await insertChanges(trx, partnerId, changes);
    await sql`
      update partner_stats set orders_all = (select count(*) from orders where partner_id = ${partnerId})
      where partner_id = ${partnerId}`.execute(trx);
  });
}

async function insertChanges(db: Db, partnerId: string, changes: number): Promise<void> {
  const seat = await db
    .selectFrom('service_options')
    .select(['id', 'name'])
    .where('resource_code', '=', 'bp-seat')
    .orderBy('kit_id')
    .executeTakeFirstOrThrow();
  // The subscriptions changed: the deployed (or deleted) ones without options yet (a demo world's have their own history).
  await sql`
    create temp table changed_subscriptions on commit drop as
    select s.id from subscriptions s
    where s.partner_id = ${partnerId} and s.deploy_status in ('DEPLOYED', 'DELETED')
      and not exists (select 1 from subscription_options x where x.subscription_id = s.id)`.execute(db);
  // The seats after step g (0 is the order): 1, 2, 3, 4, 1, 2 …
  const units = (step: string) => `(1 + (${step}) % 4)`;
  await sql`
    insert into subscription_options (subscription_id, service_option_id, name, usage_count, price, client_price, payment_period)
    select s.id, ${seat.id}, ${seat.name}, ${sql.raw(units(String(changes)))}, 4400, 5500, 'd'
    from subscriptions s where s.id in (select id from changed_subscriptions)`.execute(db);
  await sql`
    insert into orders (partner_id, customer_id, subscription_id, kind, status, price, client_price, created_at, applied_at)
    select s.partner_id, s.customer_id, s.id, case when g = 0 then 'create' else 'change' end, 'APPLIED',
           ${sql.raw(units('g'))} * 4400 * 30, ${sql.raw(units('g'))} * 5500 * 31, at, at
    from subscriptions s cross join generate_series(0, ${changes}) g
    cross join lateral (select s.created_at + make_interval(days => g * ${CHANGE_EVERY_DAYS}) as at) t
    where s.id in (select id from changed_subscriptions)`.execute(db);
  // Each order's step, read back from its time.
  const step = `round(extract(epoch from o.created_at - s.created_at) / ${CHANGE_EVERY_DAYS * 86_400})::int`;
  await sql`
    insert into order_lines (order_id, service_option_id, name, units_before, units_after, price, client_price, payment_period)
    select o.id, ${seat.id}, ${seat.name}, case when k = 0 then 0 else ${sql.raw(units('k - 1'))} end, ${sql.raw(units('k'))}, 4400, 5500, 'd'
    from orders o join subscriptions s on s.id = o.subscription_id cross join lateral (select ${sql.raw(step)} as k) t
    where o.subscription_id in (select id from changed_subscriptions)`.execute(db);
  await sql`
    insert into usage_ledger (partner_id, customer_id, subscription_id, subscription_option_id, service_option_id, units, active_from, active_to, order_id, demo)
    select s.partner_id, s.customer_id, s.id, so.id, so.service_option_id, ${sql.raw(units('k'))}, o.created_at,
           case when k < ${changes} or s.deploy_status = 'DELETED' then o.created_at + make_interval(days => ${CHANGE_EVERY_DAYS}) end, o.id,
           s.usage_mode = 'DEMONSTRATION'
    from orders o join subscriptions s on s.id = o.subscription_id
    join subscription_options so on so.subscription_id = s.id
    cross join lateral (select ${sql.raw(step)} as k) t
    where o.subscription_id in (select id from changed_subscriptions)`.execute(db);
}

/**
 * A seat change this month for one of every `every` working subscriptions of a partner, at `at`: its open interval
 * closes and one with a seat more opens, so the month has intervals that start and end within it and share a day.
 * Bulk written as addChanges writes (no triggers); without orders, which billing does not read.
 */
export async function addChangesThisMonth(db: Db, partnerId: string, every: number, at: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await sql`
      with closed as (
        update usage_ledger l set active_to = ${at}
        where l.partner_id = ${partnerId} and l.active_to is null and l.active_from < ${at} and not l.demo
          and l.id % ${every} = 0
        returning l.*
      )
      insert into usage_ledger (partner_id, customer_id, subscription_id, subscription_option_id, service_option_id, units, active_from, demo)
      select partner_id, customer_id, subscription_id, subscription_option_id, service_option_id, units + 1, ${at}, false
      from closed`.execute(trx);
  });
}

const LEAD_PRODUCTS = ['bp', 'zup', 'ut', 'biz'];

/** What a lead says of itself: its company, contact, e-mail and INN. */
export type LeadText = { name: string; responsible: string; email: string; inn: string };

/** Names, e-mails and INNs that vary as real ones do. */
const randomLeadText = (k: number): LeadText => ({
  name: `${pick(FORMS)} «${pick(WORDS)} ${k}»`,
  responsible: `${pick(SURNAMES)} ${pick(FIRST_NAMES)}`,
  email: `lead${k}.${random(10_000)}@${pick(DOMAINS)}`,
  inn: completeInn(String(700_000_000 + k).padStart(9, '0')),
});

/**
 * Adds `count` leads: with a partner, its own (dispatched to it, every third processed); without, the common pool's
 * (every tenth applied for, so its row shows as sent to whoever applied). `text` gives the k-th lead's words, in order.
 */
export async function addLeads(
  db: Db,
  partnerId: string | null,
  count: number,
  text: (k: number) => LeadText = randomLeadText,
): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, j) => {
      const k = start + j;
      const applied = partnerId === null && k % 10 === 0;
      return {
        status: partnerId
          ? k % 3 === 0
            ? ('PROCESSED' as const)
            : ('DISPATCHED' as const)
          : applied
            ? ('APPLIED' as const)
            : ('NON_DISPATCHED' as const),
        partner_id: partnerId,
        ...text(k),
        phone: '+7 900 000-00-00',
        products: JSON.stringify([{ productId: LEAD_PRODUCTS[k % LEAD_PRODUCTS.length] ?? 'bp', qty: 1 + (k % 5) }]),
        created_at: new Date(now - k * 60_000),
        applied_at: applied ? new Date(now - 3_600_000) : null,
        dispatched_at: partnerId ? new Date(now - k * 60_000) : null,
      };
    });
    await db.insertInto('leads').values(rows).execute();
  }
}

/** The partner's applications for every common lead applied for. */
export async function applyForAppliedLeads(db: Db, partnerId: string): Promise<void> {
  await db
    .insertInto('lead_applications')
    .columns(['lead_id', 'partner_id'])
    .expression((eb) =>
      eb
        .selectFrom('leads')
        .select(['id', eb.val(partnerId).as('partner_id')])
        .where('status', '=', 'APPLIED'),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The invoice benchmark's world (issue 24): its months, the partners behind and those refusing their acts. */
export const INVOICE_WORLD = { months: 24, behindEvery: 25, refusingEvery: 40 };

/**
 * `partners` partners with INVOICE_WORLD.months closed months each, ending last month, as bench/invoices.bench.ts
 * builds them: each invoice issued on the 5th of the next month and paid ten days later, except the last month's
 * (unpaid) and, for the first and every behindEvery-th partner, the three before it (overdue); half the acts signed,
 * every refusingEvery-th partner's refused. Returns the operator who recorded the payments.
 */
export async function addInvoicedPartners(db: Db, partners: number): Promise<string> {
  const { months, behindEvery, refusingEvery } = INVOICE_WORLD;
  const { id: operatorId } = await db
    .insertInto('accounts')
    .values({ email: 'operator@bench.ru', password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    insert into partners (kind, partner_code, name, contact_name, email, phone, participation_status, unique_exchange_id, inn)
    select 'partner', nextval('partner_code_seq')::text, 'ООО «Партнер ' || n || '»', 'Бенчмарков Бенчмарк',
           'partner' || n || '@bench.ru', '8 912 345 67 89', 'on', gen_random_uuid()::text, (7700000000 + n)::text
    from generate_series(1, ${partners}) n`.execute(db);
  // Month k back from the current one: k = 1 is last month. The sums vary by partner and month.
  await sql`
    insert into invoices (partner_id, year, month, number, sum, line_count, closed_at)
    select p.id,
           extract(year from m.start)::int, extract(month from m.start)::int - 1,
           to_char(m.start, 'YYYY-MM') || '/' || lpad(p.partner_code, 6, '0'),
           100000 + (abs(hashtext(p.id::text || k)) % 5000000), 3,
           (m.start + interval '1 month' + interval '4 days 9 hours')
    from partners p
    cross join generate_series(1, ${months}) k
    cross join lateral (select date_trunc('month', now() at time zone 'Europe/Moscow') - make_interval(months => k) as start) m
    where p.kind = 'partner'`.execute(db);
  await sql`
    insert into payments (invoice_id, received_on, amount, source, recorded_by, payer_inn, purpose)
    select i.id, (i.closed_at + interval '10 days')::date, i.sum, 'manual', ${operatorId}, p.inn, 'Оплата по счету № ' || i.number
    from invoices i join partners p on p.id = i.partner_id
    where i.closed_at < date_trunc('month', now() at time zone 'Europe/Moscow')
      and not ((p.partner_code::bigint % ${behindEvery} = 0 or p.partner_code = (select min(partner_code) from partners where kind = 'partner'))
               and i.closed_at > now() - interval '4 months')`.execute(db);
  await sql`
    insert into invoice_acts (invoice_id, decision, reason, decided_by)
    select i.id, case when p.partner_code::bigint % ${refusingEvery} = 0 then 'refused' else 'signed' end,
           case when p.partner_code::bigint % ${refusingEvery} = 0 then 'Не согласны с объемом услуг' end, ${operatorId}
    from invoices i join partners p on p.id = i.partner_id
    where p.partner_code::bigint % ${refusingEvery} = 0 or abs(hashtext(i.id::text)) % 2 = 0`.execute(db);
  await sql`analyze`.execute(db);
  return operatorId;
}
