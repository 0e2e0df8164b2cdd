/**
 * The demo world, seeded once into an empty database: an account for every role and
 * participation state, distributors, clients, subscriptions and leads for the counters.
 */
import { expirationDays, optionLinesTotal, type Authority } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import { grantAuthorities, insertAccount, countAccounts } from '../../repositories/account.repository.ts';
import { listOptions } from '../../repositories/catalogue.repository.ts';
import { insertPartner, setParticipationStatus } from '../../repositories/partner.repository.ts';
import { insertSubscriptionOptions } from '../../repositories/subscription.repository.ts';
import { hashPassword } from '../../services/auth.service.ts';
import { DIRECTORY_ORGANISATIONS } from '../../ports/tax-registry/directory-tax-registry.ts';
import type { Db } from '../database.ts';

export const DEMO_PASSWORD = 'demo12345';

type DemoLogin = { email: string; description: string };
export const DEMO_LOGINS: DemoLogin[] = [
  { email: 'partner@demo.ru', description: 'партнер, участие активно, доступ к 1С:ОИ' },
  { email: 'partner2@demo.ru', description: 'партнер, участие активно, без доступа к 1С:ОИ' },
  { email: 'pending@demo.ru', description: 'партнер, заявка на рассмотрении' },
  { email: 'refused@demo.ru', description: 'партнер, заявка отклонена' },
  { email: 'off@demo.ru', description: 'партнер, участие приостановлено' },
  { email: 'distributor@demo.ru', description: 'дистрибьютор' },
  { email: 'operator@demo.ru', description: 'оператор вендора (бэк-офис)' },
  { email: 'accountant@demo.ru', description: 'сотрудник партнера без партнерской роли (доступ запрещен)' },
  { email: 'newbie@demo.ru', description: 'зарегистрирован, заявку еще не подавал' },
];

const DAY_MS = 86_400_000;

export async function seedDemoWorld(db: Db, log: FastifyBaseLogger): Promise<void> {
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
    await insertPartner(trx, {
      kind: 'distributor',
      name: 'АО «Центр дистрибуции»',
      contactName: 'Смирнов Павел',
      email: 'info@center-dist.demo',
      phone: '8 495 100 20 30',
      city: 'Москва',
      status: 'on',
      distributorListed: true,
    });
    await account('distributor@demo.ru', 'Ольга', ['ROLE_DISTRIBUTOR'], siberia, {
      surname: 'Кузнецова',
      city: 'Новосибирск',
      phone: '+7 383 200-10-10',
    });

    const operator = await account('operator@demo.ru', 'Ирина', ['ROLE_VENDOR'], null, { surname: 'Оператор', city: 'Москва' });

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
    await account('partner@demo.ru', 'Иван', ['ROLE_PARTNER', 'ROLE_IAS_USER'], alpha, {
      surname: 'Иванов',
      city: 'Екатеринбург',
      phone: '+7 912 345-67-89',
    });
    await account('accountant@demo.ru', 'Мария', ['ROLE_USER'], alpha, { surname: 'Бухгалтер', city: 'Екатеринбург' });

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
          ] as const
        ).map(([name, responsible, email, login], i) => {
          // Three clients are organisations of the built-in tax directory; one has no INN yet.
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
            city: 'Екатеринбург',
            street: organisation?.address ?? null,
            one_c_id: login,
            onec_username: login,
            status: 'confirmed' as const,
          };
        }),
      )
      .returning('id')
      .execute();
    const [c1, c2, c3, c4] = customers.map((c) => c.id);
    // The private configuration of the catalogue is the active partner's own.
    await trx.updateTable('services').set({ owner_partner_id: alpha }).where('resource_code', '=', 'bp-private').execute();
    const now = new Date();
    // Each as an order would make it: the catalogue's service and kit, one workplace, the price from the tariffs.
    const subscribe = async (customerId: string | undefined, service: string, kitName: string) => {
      const kit = await trx
        .selectFrom('service_kits as k')
        .innerJoin('services as s', 's.id', 'k.service_id')
        .select([
          's.id as serviceId',
          'k.id as kitId',
          's.offer_desk_id as desk',
          'k.usage_mode as usageMode',
          'k.expiration_period as period',
        ])
        .where('s.name', '=', service)
        .where('k.name', '=', kitName)
        .executeTakeFirstOrThrow();
      const lines = (await listOptions(trx, [kit.kitId])).map((option) => ({
        option,
        count: option.resourceCategory === '1c_ecw_application' ? 1 : 0,
      }));
      const total = optionLinesTotal(lines, now);
      const trialDays = kit.usageMode === 'DEMONSTRATION' ? (expirationDays(kit.period) ?? 0) : 0;
      const { id } = await trx
        .insertInto('subscriptions')
        .values({
          partner_id: alpha,
          customer_id: customerId ?? '',
          service_id: kit.serviceId,
          service_kit_id: kit.kitId,
          offer_desk_id: kit.desk,
          service_name: service,
          service_kit_name: kitName,
          usage_mode: kit.usageMode,
          deploy_status: 'DEPLOYED',
          price: total.partner,
          client_price: total.client,
          start_date: new Date(now.getTime() - 3 * DAY_MS),
          trial_start: trialDays ? new Date(now.getTime() - 3 * DAY_MS) : null,
          trial_end: trialDays ? new Date(now.getTime() + (trialDays - 3) * DAY_MS) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertSubscriptionOptions(trx, id, lines);
    };
    await subscribe(c1, '1С:Бухгалтерия предприятия', 'Файловый');
    await subscribe(c1, '1С:Зарплата и управление персоналом', 'Файловый');
    await subscribe(c2, '1С:Управление торговлей', 'Клиент-серверный');
    await subscribe(c3, '1С:Управление нашей фирмой', 'Демо');
    await subscribe(c4, '1С:Розница', 'Демо');
    // A paid one of a client that keeps another, so deleting it (the deletion journey) leaves the counters alone.
    await subscribe(c1, '1С:Общепит', 'Файловый');

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
          dispatched_at: new Date(),
        },
        {
          status: 'DISPATCHED',
          partner_id: alpha,
          name: 'ООО «Берег»',
          responsible: 'Егорова Юлия',
          email: 'bereg@lead.demo',
          dispatched_at: new Date(),
        },
        {
          status: 'PROCESSED',
          partner_id: alpha,
          name: 'ООО «Факел»',
          responsible: 'Рябов Максим',
          email: 'fakel@lead.demo',
          dispatched_at: new Date(),
        },
      ])
      .execute();
  });
  log.info({ logins: DEMO_LOGINS.length }, 'demo world seeded');
}
