/** Realistic data for the benchmarks: partners with clients of Russian names, contacts, INNs and statuses. */
import { completeInn, type DeployStatus } from '@portal/domain';
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
