/**
 * The demo partner's people and «Журнал действий» (issue 32): partner@demo.ru administers «Альфа Софт» with a manager,
 * the accountant who has signed its acts all along, a read-only person, and an invitation still open; its journal holds
 * about five months of what they did, written from the demo's own history — the clients, orders, deletions and acts
 * that are really there, at their own moments — as the services would have written it then.
 */
import { randomBytes } from 'node:crypto';
import {
  CUSTOMER_FIELD_LABELS,
  formatDateTime,
  INVITATION_TTL_DAYS,
  JOURNAL_FIELDS,
  JOURNAL_SUBJECTS,
  MEMBER_FIELD_LABELS,
  MEMBER_ROLE_LABELS,
  monthLabel,
  PROFILE_FIELD_LABELS,
  TRIAL_DAY_MS,
  type Authority,
  type JournalAction,
  type JournalChange,
  type MemberRole,
} from '@portal/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { insertAccount } from '../repositories/account.repository.ts';

/** The demo partner's people beside its administrator (partner@demo.ru), as the demo's logins list them. */
export const ALPHA_PEOPLE = {
  manager: { email: 'manager@demo.ru', name: 'Антон', surname: 'Меньшиков', role: 'MANAGER' },
  accountant: { email: 'accountant@demo.ru', name: 'Мария', surname: 'Соловьева', role: 'ACCOUNTANT' },
  viewer: { email: 'viewer@demo.ru', name: 'Екатерина', surname: 'Лосева', role: 'VIEWER' },
} as const satisfies Record<string, { email: string; name: string; surname: string; role: MemberRole }>;

/** An account of the demo partner with no role at all: it meets the access-denied dialog (an administrator may invite it). */
export const NO_ROLE_EMAIL = 'norole@demo.ru';

/** The invitation sent a few days ago and not yet accepted. */
export const OPEN_INVITATION = { email: 'a.novikov@alfa-soft.demo', role: 'MANAGER', daysAgo: 3 } as const;

/** How far back the journal goes, in days. */
export const JOURNAL_DAYS = 150;

/** When each person came (days before the demo's start): the owner and the accountant long before the journal begins. */
const SINCE_DAYS = { admin: 440, accountant: 435, manager: 141, viewer: 61 } as const;
/** The manager and the read-only person were invited the day before they joined; the latter as a manager at first. */
const VIEWER_ROLE_CHANGED_DAYS = 58;

/** Where each person works from (documentation addresses: RFC 5737), and the integration server the token calls from. */
const ADDRESSES = {
  admin: '203.0.113.10',
  manager: '203.0.113.24',
  accountant: '203.0.113.31',
  viewer: '198.51.100.77',
  integration: '198.51.100.200',
} as const;

export type AlphaPeople = { admin: string; manager: string; accountant: string; viewer: string };

/**
 * Dates a row's creation back to when the demo's history says it happened. The portal never changes a creation time
 * (the schema's types forbid it); the demo world, written once into an empty database, tells its past this way.
 */
async function dateBack(trx: Db, table: 'accounts' | 'customers', id: string, at: Date): Promise<void> {
  await sql`update ${sql.table(table)} set created_at = ${at} where id = ${id}`.execute(trx);
}

/**
 * The demo partner's people, each with the partner's authorities and their role, dated as they came; the owner
 * (`admin`, already inserted) is dated back too, so «Сотрудники» lists it first. Also the account with no role.
 */
export async function seedAlphaPeople(
  trx: Db,
  seed: { alpha: string; admin: string; passwordHash: string; authorities: Authority[] },
  now: Date,
): Promise<AlphaPeople> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * TRIAL_DAY_MS);
  const person = async (key: keyof typeof ALPHA_PEOPLE) => {
    const { email, name, surname, role } = ALPHA_PEOPLE[key];
    const id = await insertAccount(
      trx,
      { email, passwordHash: seed.passwordHash, name, surname, city: 'Екатеринбург', partnerId: seed.alpha, memberRole: role },
      seed.authorities,
    );
    await dateBack(trx, 'accounts', id, daysAgo(SINCE_DAYS[key]));
    return id;
  };
  await dateBack(trx, 'accounts', seed.admin, daysAgo(SINCE_DAYS.admin));
  const people = {
    admin: seed.admin,
    accountant: await person('accountant'),
    manager: await person('manager'),
    viewer: await person('viewer'),
  };
  // Signed in lately: «Сотрудники» shows when.
  for (const [key, days] of [
    ['manager', 1],
    ['accountant', 2],
    ['viewer', 9],
  ] as const) {
    await trx
      .updateTable('accounts')
      .set({ last_login_at: new Date(daysAgo(days).getTime() + 5 * 3_600_000) })
      .where('id', '=', people[key])
      .execute();
  }
  await insertAccount(
    trx,
    {
      email: NO_ROLE_EMAIL,
      passwordHash: seed.passwordHash,
      name: 'Григорий',
      surname: 'Пахомов',
      partnerId: seed.alpha,
      memberRole: null,
    },
    ['ROLE_USER'],
  );
  return people;
}

type Entry = {
  at: Date;
  actor: keyof AlphaPeople;
  viaToken?: boolean;
  action: JournalAction;
  subjectType: string;
  subjectId: string;
  subjectLabel: string;
  changes?: JournalChange[];
};

const roleChange = (before: MemberRole | null, after: MemberRole): JournalChange[] => [
  { field: MEMBER_FIELD_LABELS.role, before: before ? MEMBER_ROLE_LABELS[before] : null, after: MEMBER_ROLE_LABELS[after] },
];

/** An invitation as the invitation service keeps it: only a hash of its link, which nobody knows (a resend makes one). */
async function insertInvitation(
  trx: Db,
  invitation: { partnerId: string; email: string; role: MemberRole; invitedBy: string; sentAt: Date; accepted?: { at: Date; by: string } },
): Promise<string> {
  const { id } = await trx
    .insertInto('partner_invitations')
    .values({
      partner_id: invitation.partnerId,
      email: invitation.email,
      role: invitation.role,
      token_hash: randomBytes(32).toString('base64url'),
      invited_by: invitation.invitedBy,
      created_at: invitation.sentAt,
      sent_at: invitation.sentAt,
      expires_at: new Date(invitation.sentAt.getTime() + INVITATION_TTL_DAYS * TRIAL_DAY_MS),
      accepted_at: invitation.accepted?.at ?? null,
      accepted_by: invitation.accepted?.by ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * The invitations of the manager and the read-only person (accepted the next day) and the one still open, with their
 * journal entries: invited, joined, the role changed.
 */
async function invitationsOf(trx: Db, alpha: string, people: AlphaPeople, now: Date): Promise<Entry[]> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * TRIAL_DAY_MS);
  const entries: Entry[] = [];
  const invited = async (
    email: string,
    role: MemberRole,
    sentDaysAgo: number,
    joined?: { person: keyof AlphaPeople; daysAgo: number },
  ): Promise<void> => {
    const sentAt = new Date(daysAgo(sentDaysAgo).getTime() + 2 * 3_600_000);
    const accepted = joined && { at: new Date(daysAgo(joined.daysAgo).getTime() + 3 * 3_600_000), by: people[joined.person] };
    const id = await insertInvitation(trx, { partnerId: alpha, email, role, invitedBy: people.admin, sentAt, accepted });
    entries.push({
      at: sentAt,
      actor: 'admin',
      action: 'member.invited',
      subjectType: 'invitation',
      subjectId: id,
      subjectLabel: email,
      changes: roleChange(null, role),
    });
    if (joined && accepted) {
      entries.push({
        at: accepted.at,
        actor: joined.person,
        action: 'member.joined',
        subjectType: 'member',
        subjectId: accepted.by,
        subjectLabel: email,
        changes: roleChange(null, role),
      });
    }
  };
  await invited(ALPHA_PEOPLE.manager.email, 'MANAGER', SINCE_DAYS.manager + 1, { person: 'manager', daysAgo: SINCE_DAYS.manager });
  await invited(ALPHA_PEOPLE.viewer.email, 'MANAGER', SINCE_DAYS.viewer + 1, { person: 'viewer', daysAgo: SINCE_DAYS.viewer });
  entries.push({
    at: new Date(daysAgo(VIEWER_ROLE_CHANGED_DAYS).getTime() + 4 * 3_600_000),
    actor: 'admin',
    action: 'member.role_changed',
    subjectType: 'member',
    subjectId: people.viewer,
    subjectLabel: ALPHA_PEOPLE.viewer.email,
    changes: roleChange('MANAGER', 'VIEWER'),
  });
  await invited(OPEN_INVITATION.email, OPEN_INVITATION.role, OPEN_INVITATION.daysAgo);
  return entries;
}

/** An order of the demo partner with what the journal names it by and its lines. */
type OrderRow = {
  id: string;
  kind: 'create' | 'change' | 'convert';
  createdAt: Date;
  subscriptionId: string;
  convertedFrom: string | null;
  isDirect: boolean;
  serviceName: string;
  kitName: string;
  customerId: string;
  customerName: string;
  ownUse: boolean;
};

async function ordersSince(trx: Db, alpha: string, from: Date): Promise<Array<OrderRow & { changes: JournalChange[] }>> {
  const orders: OrderRow[] = await trx
    .selectFrom('orders as o')
    .innerJoin('subscriptions as s', 's.id', 'o.subscription_id')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .select([
      'o.id',
      'o.kind',
      'o.created_at as createdAt',
      's.id as subscriptionId',
      's.converted_from as convertedFrom',
      's.is_direct as isDirect',
      's.service_name as serviceName',
      's.service_kit_name as kitName',
      'c.id as customerId',
      'c.name as customerName',
      'c.own_use as ownUse',
    ])
    .where('o.partner_id', '=', alpha)
    .where('o.created_at', '>=', from)
    // A machine the vendor's operators created from the partner's request is their order, not the partner's.
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('cloud_vm_requests as r').select('r.id').whereRef('r.subscription_id', '=', 's.id'))),
    )
    .orderBy('o.created_at')
    .execute();
  const lines =
    orders.length === 0
      ? []
      : await trx
          .selectFrom('order_lines')
          .select(['order_id', 'name', 'units_before', 'units_after'])
          .where(
            'order_id',
            'in',
            orders.map((o) => o.id),
          )
          .orderBy('name')
          .execute();
  const count = (units: number) => (units === 0 ? null : String(units));
  return orders.map((order) => ({
    ...order,
    changes: lines
      .filter((l) => l.order_id === order.id && l.units_before !== l.units_after)
      .map((l) => ({ field: l.name, before: count(l.units_before), after: count(l.units_after) })),
  }));
}

/** The client fields an edit changed, the values after being the client's own now. */
type CustomerEdit = {
  client: string;
  daysAgo: number;
  actor: keyof AlphaPeople;
  before: Partial<Record<keyof typeof CUSTOMER_FIELD_LABELS, string | null>>;
};
const CUSTOMER_EDITS: CustomerEdit[] = [
  { client: 'ООО «Уральские окна»', daysAgo: 85, actor: 'manager', before: { email: 'info@okna-ural.demo', phone: '+7 343 211-45-67' } },
  { client: 'ООО «Алтайский мед»', daysAgo: 47, actor: 'manager', before: { responsible: 'Шестакова Ирина' } },
  { client: 'ООО «Ромашка»', daysAgo: 33, actor: 'admin', before: { responsible: 'Соколов Андрей', phone: '+7 343 200-10-00' } },
];

/** A client registered this long before its first order (unless dated already); the one the integration registered. */
const REGISTERED_BEFORE_ORDER_MS = 26 * 3_600_000;
const REGISTERED_BY_TOKEN = 'ИП Николаева Светлана Игоревна';

/** The deletion of «1С:Документооборот» of «Уральские окна», planned by the manager days before it ran. */
const DELETION = { daysBefore: 3, reason: 'Клиент переносит документооборот на собственный сервер' };
/** A deletion planned by the manager and cancelled by the administrator the next morning. */
const CANCELLED_DELETION = { service: 'Антивирус Касперского', client: 'ООО «Уральские окна»', daysAgo: 35, delayDays: 7 };

/**
 * The journal of the demo partner, from the demo's own history within JOURNAL_DAYS: its clients registered (each dated
 * then) and edited, orders and changes, a conversion, deletions planned (one cancelled), acts signed by the accountant,
 * the token issued, the profile edited, people invited, joined and a role changed. Written after everything else.
 */
export async function seedAlphaJournal(
  trx: Db,
  seed: { alpha: string; people: AlphaPeople; tokenId: string; tokenIssuedAt: Date },
  now: Date,
): Promise<void> {
  const { alpha, people } = seed;
  const daysAgo = (days: number) => new Date(now.getTime() - days * TRIAL_DAY_MS);
  const from = daysAgo(JOURNAL_DAYS);
  const managerSince = daysAgo(SINCE_DAYS.manager);
  const entries: Entry[] = await invitationsOf(trx, alpha, people, now);

  // Orders: the administrator's until the manager came, then the manager's; the partner's own (its infrastructure) and
  // the direct subscription's disk stay the administrator's; the integration orders for the client it registered.
  const orders = await ordersSince(trx, alpha, from);
  const actorOf = (order: OrderRow): Pick<Entry, 'actor' | 'viaToken'> => {
    if (order.customerName === REGISTERED_BY_TOKEN && order.createdAt >= seed.tokenIssuedAt) return { actor: 'admin', viaToken: true };
    if (order.ownUse || order.isDirect || order.createdAt < managerSince) return { actor: 'admin' };
    return { actor: 'manager' };
  };
  for (const order of orders) {
    const label = JOURNAL_SUBJECTS.subscription(order.serviceName, order.customerName);
    if (order.kind === 'convert' && order.convertedFrom) {
      const demo = await trx
        .selectFrom('subscriptions')
        .select('service_kit_name')
        .where('id', '=', order.convertedFrom)
        .executeTakeFirstOrThrow();
      entries.push({
        at: order.createdAt,
        ...actorOf(order),
        action: 'subscription.changed',
        subjectType: 'subscription',
        subjectId: order.convertedFrom,
        subjectLabel: label,
        changes: [{ field: JOURNAL_FIELDS.kit, before: demo.service_kit_name, after: order.kitName }],
      });
      continue;
    }
    entries.push({
      at: order.createdAt,
      ...actorOf(order),
      action: 'order.placed',
      subjectType: 'order',
      subjectId: order.id,
      subjectLabel: label,
      changes: order.changes,
    });
  }

  // Clients: each registered before its first order (dated a day before it, unless the demo dated it already); those
  // within the journal registered by whoever ordered for them.
  const clients = await trx
    .selectFrom('customers as c')
    .leftJoin('orders as o', 'o.customer_id', 'c.id')
    .select(['c.id', 'c.name', 'c.created_at as createdAt'])
    .select((eb) => eb.fn.min<Date>('o.created_at').as('firstOrder'))
    .where('c.partner_id', '=', alpha)
    .where('c.own_use', '=', false)
    .groupBy(['c.id', 'c.name', 'c.created_at'])
    .execute();
  for (const client of clients) {
    if (!client.firstOrder) continue;
    const firstOrder = new Date(client.firstOrder);
    let registered = new Date(client.createdAt);
    if (registered >= firstOrder) {
      registered = new Date(firstOrder.getTime() - REGISTERED_BEFORE_ORDER_MS);
      await dateBack(trx, 'customers', client.id, registered);
    }
    if (registered < from) continue;
    const first = orders.find((o) => o.customerId === client.id);
    entries.push({
      at: registered,
      ...(first ? actorOf(first) : { actor: 'manager' }),
      action: 'customer.registered',
      subjectType: 'customer',
      subjectId: client.id,
      subjectLabel: client.name,
    });
  }
  for (const edit of CUSTOMER_EDITS) {
    const client = await trx
      .selectFrom('customers')
      .selectAll()
      .where('partner_id', '=', alpha)
      .where('name', '=', edit.client)
      .executeTakeFirstOrThrow();
    const changes = (Object.keys(edit.before) as Array<keyof typeof CUSTOMER_FIELD_LABELS>).map((field) => ({
      field: CUSTOMER_FIELD_LABELS[field],
      before: edit.before[field] ?? null,
      after: client[field] ?? null,
    }));
    entries.push({
      at: new Date(daysAgo(edit.daysAgo).getTime() + 6 * 3_600_000),
      actor: edit.actor,
      action: 'customer.edited',
      subjectType: 'customer',
      subjectId: client.id,
      subjectLabel: client.name,
      changes,
    });
  }

  // The removed subscription (not a converted demo): planned by the manager, with its reason kept on it.
  const removed = await trx
    .selectFrom('subscriptions as s')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .select(['s.id', 's.service_name', 's.expiration_date', 'c.name'])
    .where('s.partner_id', '=', alpha)
    .where('s.deploy_status', '=', 'DELETED')
    .where('s.converted_to', 'is', null)
    .where('s.expiration_date', '>=', from)
    .execute();
  for (const subscription of removed) {
    if (!subscription.expiration_date) continue;
    const date = new Date(subscription.expiration_date);
    const requested = new Date(date.getTime() - DELETION.daysBefore * TRIAL_DAY_MS);
    await trx
      .updateTable('subscriptions')
      .set({ deletion_reason: DELETION.reason, deletion_requested_at: requested })
      .where('id', '=', subscription.id)
      .execute();
    entries.push({
      at: requested,
      actor: requested < managerSince ? 'admin' : 'manager',
      action: 'subscription.deleted',
      subjectType: 'subscription',
      subjectId: subscription.id,
      subjectLabel: JOURNAL_SUBJECTS.subscription(subscription.service_name, subscription.name),
      changes: [
        { field: JOURNAL_FIELDS.deletionDate, before: null, after: formatDateTime(date) },
        { field: JOURNAL_FIELDS.deletionReason, before: null, after: DELETION.reason },
      ],
    });
  }
  const kept = await trx
    .selectFrom('subscriptions as s')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .select(['s.id', 's.service_name', 'c.name'])
    .where('s.partner_id', '=', alpha)
    .where('s.service_name', '=', CANCELLED_DELETION.service)
    .where('c.name', '=', CANCELLED_DELETION.client)
    .where('s.deleted', '=', false)
    .executeTakeFirst();
  if (kept) {
    const planned = new Date(daysAgo(CANCELLED_DELETION.daysAgo).getTime() + 7 * 3_600_000);
    const date = formatDateTime(new Date(planned.getTime() + CANCELLED_DELETION.delayDays * TRIAL_DAY_MS));
    const subject = {
      subjectType: 'subscription',
      subjectId: kept.id,
      subjectLabel: JOURNAL_SUBJECTS.subscription(kept.service_name, kept.name),
    };
    entries.push({
      at: planned,
      actor: 'manager',
      action: 'subscription.deleted',
      ...subject,
      changes: [{ field: JOURNAL_FIELDS.deletionDate, before: null, after: date }],
    });
    entries.push({
      at: new Date(planned.getTime() + 16 * 3_600_000),
      actor: 'admin',
      action: 'subscription.changed',
      ...subject,
      changes: [{ field: JOURNAL_FIELDS.deletionDate, before: date, after: null }],
    });
  }

  // The acts the accountant signed, each at its moment of the billing history.
  const acts = await trx
    .selectFrom('invoice_acts as a')
    .innerJoin('invoices as i', 'i.id', 'a.invoice_id')
    .select(['i.id', 'i.number', 'i.year', 'i.month', 'a.decided_at', 'a.decided_by'])
    .where('i.partner_id', '=', alpha)
    .where('a.decision', '=', 'signed')
    .where('a.decided_at', '>=', from)
    .execute();
  for (const act of acts) {
    const actor = (Object.keys(people) as Array<keyof AlphaPeople>).find((key) => people[key] === act.decided_by);
    if (!actor) continue;
    entries.push({
      at: new Date(act.decided_at),
      actor,
      action: 'act.signed',
      subjectType: 'invoice',
      subjectId: act.id,
      subjectLabel: JOURNAL_SUBJECTS.act(act.number, monthLabel(act.year, act.month)),
    });
  }

  entries.push({
    at: seed.tokenIssuedAt,
    actor: 'admin',
    action: 'token.issued',
    subjectType: 'api_token',
    subjectId: seed.tokenId,
    subjectLabel: 'partner@demo.ru',
    changes: roleChange(null, 'ADMIN'),
  });
  const { website } = await trx.selectFrom('partners').select('website').where('id', '=', alpha).executeTakeFirstOrThrow();
  entries.push({
    at: new Date(daysAgo(110).getTime() + 5 * 3_600_000),
    actor: 'admin',
    action: 'profile.edited',
    subjectType: 'partner',
    subjectId: alpha,
    subjectLabel: JOURNAL_SUBJECTS.profile,
    changes: [{ field: PROFILE_FIELD_LABELS.website, before: 'http://alfa-soft.ru', after: website }],
  });

  const written = entries.filter((entry) => entry.at >= from && entry.at <= now).sort((a, b) => a.at.getTime() - b.at.getTime());
  for (let start = 0; start < written.length; start += 200) {
    await trx
      .insertInto('partner_journal')
      .values(
        written.slice(start, start + 200).map((entry) => ({
          partner_id: alpha,
          actor_account_id: people[entry.actor],
          api_token_id: entry.viaToken ? seed.tokenId : null,
          ip_address: entry.viaToken ? ADDRESSES.integration : ADDRESSES[entry.actor],
          action: entry.action,
          subject_type: entry.subjectType,
          subject_id: entry.subjectId,
          subject_label: entry.subjectLabel,
          changes: JSON.stringify(entry.changes ?? []),
          created_at: entry.at,
        })),
      )
      .execute();
  }
}
