/**
 * The distributors' demo partners (issue 11): the Siberian distributor supervises 32 partners in every lock state —
 * active, blocked with a reason and a date, unblocked again with both dates and reasons, and two changes still being
 * carried out — each with a client and a subscription months old, so billing has history to reconcile; the Moscow
 * distributor has a few of its own. Seeded before the billing history, which invoices their past months.
 */
import { randomInt } from 'node:crypto';
import { TRIAL_DAY_MS, type Authority } from '@portal/domain';
import { insertPartner } from '../repositories/partner.repository.ts';
import type { Db } from '../db/database.ts';
import { subscriber } from './demo-subscriptions.ts';

type Place = { city: string; regionCode: string; street: string };
const PLACES: Place[] = [
  { city: 'Новосибирск', regionCode: '54', street: 'Красный проспект' },
  { city: 'Томск', regionCode: '70', street: 'пр. Ленина' },
  { city: 'Омск', regionCode: '55', street: 'ул. Маркса' },
  { city: 'Барнаул', regionCode: '22', street: 'пр. Социалистический' },
  { city: 'Кемерово', regionCode: '42', street: 'пр. Советский' },
  { city: 'Красноярск', regionCode: '24', street: 'ул. Мира' },
  { city: 'Иркутск', regionCode: '38', street: 'ул. Карла Маркса' },
  { city: 'Новокузнецк', regionCode: '42', street: 'пр. Металлургов' },
];
const NAMES = [
  'Абакан Софт',
  'Алтай Учет',
  'Ангара Консалт',
  'Бердск Сервис',
  'Бийск 1С',
  'Енисей Бизнес',
  'Иртыш Учет',
  'Катунь Софт',
  'Кедр Консалтинг',
  'Кузбасс Автоматизация',
  'Курган Системы',
  'Лена Учет',
  'Мрасу Софт',
  'Обь Консалт',
  'Омь Сервис',
  'Салаир 1С',
  'Саяны Бизнес',
  'Северный Учет',
  'Сибирь Софт',
  'Сибирский Бухгалтер',
  'Тайга Системы',
  'Тара Консалт',
  'Томь Учет',
  'Тува Софт',
  'Урал-Сибирь',
  'Хакасия Бизнес',
  'Чулым Сервис',
  'Шория Софт',
  'Юрга Учет',
  'Ясная Поляна 1С',
  'Ачинск Консалт',
  'Бия Системы',
];
const LOCK_REASONS = [
  'Задолженность по оплате более 30 дней',
  'Нарушение условий партнерского договора',
  'Не предоставлены закрывающие документы за квартал',
  'Жалобы клиентов на качество обслуживания',
  'Истек срок действия сертификата партнера',
];
const UNLOCK_REASONS = ['Задолженность погашена', 'Документы предоставлены', 'Договор продлен', 'Проверка завершена'];

type LockState = 'active' | 'blocked' | 'unblocked' | 'updating';
/** 21 active, 5 blocked, 4 unblocked again, 2 changes under way. */
const stateOf = (i: number): LockState => (i < 21 ? 'active' : i < 26 ? 'blocked' : i < 30 ? 'unblocked' : 'updating');

export type DistributorSeed = {
  /** The day the demo starts. */
  now: Date;
  siberia: string;
  center: string;
  /** The distributors' accounts, who block and unblock. */
  siberiaAccount: string;
  centerAccount: string;
  account: (email: string, name: string, authorities: Authority[], partnerId: string) => Promise<string>;
};

export async function seedDistributorPartners(trx: Db, seed: DistributorSeed): Promise<void> {
  const { now } = seed;
  const daysAgo = (days: number) => new Date(now.getTime() - days * TRIAL_DAY_MS);
  let index = 0;

  const partnerOf = async (distributorId: string, name: string, place: Place, houseNo: number) => {
    index += 1;
    const id = await insertPartner(trx, {
      kind: 'partner',
      name,
      contactName: 'Руководитель отдела 1С',
      email: `partner${index}@sib-partners.demo`,
      phone: `8 383 300 ${String(10 + index).padStart(2, '0')} 00`,
      city: place.city,
      distributorId,
      status: 'on',
    });
    await trx
      .updateTable('partners')
      .set({ region_code: place.regionCode, address: `${place.street}, ${houseNo}`, decided_at: daysAgo(420) })
      .where('id', '=', id)
      .execute();
    const [customer] = await trx
      .insertInto('customers')
      .values({
        partner_id: id,
        name: `ООО «Клиент ${name}»`,
        responsible: 'Главный бухгалтер',
        email: `client${index}@sib-partners.demo`,
        city: place.city,
        status: 'confirmed',
      })
      .returning('id')
      .execute();
    const subscribe = subscriber(trx, id, now);
    if (customer) {
      await subscribe(customer.id, '1С:Бухгалтерия предприятия', 'Файловый', {
        since: daysAgo(60 + ((index * 37) % 340)),
        counts: { 'bp-seat': 1 + (index % 5) },
      });
    }
    return id;
  };

  const change = async (
    partnerId: string,
    distributorId: string,
    by: string,
    action: 'grant' | 'revoke',
    reason: string | null,
    at: Date,
    applied: boolean,
  ) => {
    const { id } = await trx
      .insertInto('partner_lock_changes')
      .values({
        partner_id: partnerId,
        distributor_id: distributorId,
        action,
        reason,
        requested_by: by,
        requested_at: at,
        applied_at: applied ? at : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };

  for (const [i, name] of NAMES.entries()) {
    const place = PLACES[i % PLACES.length] as Place;
    const partnerId = await partnerOf(seed.siberia, `ООО «${name}»`, place, 1 + randomInt(120));
    const state = stateOf(i);
    const lockReason = LOCK_REASONS[i % LOCK_REASONS.length] ?? null;
    const lockedAt = daysAgo(5 + (i % 40));
    if (state === 'blocked') {
      await change(partnerId, seed.siberia, seed.siberiaAccount, 'revoke', lockReason, lockedAt, true);
      await trx
        .updateTable('partners')
        .set({ lock_status: 'ACTIVE', lock_date: lockedAt, lock_reason: lockReason, locked_by: seed.siberiaAccount })
        .where('id', '=', partnerId)
        .execute();
    }
    if (state === 'unblocked') {
      const unlockedAt = daysAgo(2 + (i % 3));
      const unlockReason = UNLOCK_REASONS[i % UNLOCK_REASONS.length] ?? null;
      await change(partnerId, seed.siberia, seed.siberiaAccount, 'revoke', lockReason, lockedAt, true);
      await change(partnerId, seed.siberia, seed.siberiaAccount, 'grant', unlockReason, unlockedAt, true);
      await trx
        .updateTable('partners')
        .set({
          lock_date: lockedAt,
          lock_reason: lockReason,
          locked_by: seed.siberiaAccount,
          unlock_date: unlockedAt,
          unlock_reason: unlockReason,
          unlocked_by: seed.siberiaAccount,
        })
        .where('id', '=', partnerId)
        .execute();
    }
    if (state === 'updating') {
      // A change requested at the start and not carried out by a job: the lock sweeper sends it within minutes.
      const pending = await change(partnerId, seed.siberia, seed.siberiaAccount, 'revoke', lockReason, now, false);
      await trx.updateTable('partners').set({ lock_change_id: pending }).where('id', '=', partnerId).execute();
    }
  }

  // A blocked partner with a login, to see the block from the partner's side.
  const blocked = await partnerOf(seed.siberia, 'ООО «Заблокированный партнер»', PLACES[0] as Place, 15);
  const reason = 'Задолженность по оплате более 30 дней';
  await change(blocked, seed.siberia, seed.siberiaAccount, 'revoke', reason, daysAgo(3), true);
  await trx
    .updateTable('partners')
    .set({ lock_status: 'ACTIVE', lock_date: daysAgo(3), lock_reason: reason, locked_by: seed.siberiaAccount, email: 'blocked@demo.ru' })
    .where('id', '=', blocked)
    .execute();
  await seed.account('blocked@demo.ru', 'Борис', ['ROLE_PARTNER'], blocked);

  const moscow: Place[] = [
    { city: 'Москва', regionCode: '77', street: 'ул. Тверская' },
    { city: 'Тула', regionCode: '71', street: 'пр. Ленина' },
    { city: 'Калуга', regionCode: '40', street: 'ул. Кирова' },
  ];
  for (const [i, name] of ['ООО «Столица Софт»', 'ООО «Тульский Учет»', 'ООО «Калуга Консалт»'].entries()) {
    await partnerOf(seed.center, name, moscow[i] as Place, 10 + i);
  }
}
