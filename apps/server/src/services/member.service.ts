/**
 * «Сотрудники» (issue 32): an organisation's administrators invite people by a single-use link, change their roles,
 * suspend, restore and remove them. The organisation is never left without an active administrator; each change is
 * written to «Журнал действий» in its own transaction, the people concerned get letters, the partner's webhooks hear
 * who joined and who left.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  formatDateTime,
  INVITATION_TTL_DAYS,
  invitationSignUpSchema,
  mayDo,
  MEMBER_FIELD_LABELS,
  MEMBER_ROLE_LABELS,
  memberRolesFor,
  TEAM_ERROR_CODES,
  TEAM_ERRORS,
  type Authority,
  type Invitation,
  type InvitationPreview,
  type Member,
  type MemberList,
  type MemberRole,
} from '@portal/domain';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { AppError } from '../errors/app-error.ts';
import { insertAccount } from '../repositories/account.repository.ts';
import {
  activeAdminEmails,
  attachMember,
  detachMember,
  findInvitationByHash,
  findInvitee,
  findMember,
  findOpenInvitation,
  findOrganisation,
  infrastructureOn,
  listMembers,
  listOpenInvitations,
  lockMembers,
  markInvitationAccepted,
  narrowTokenRole,
  renewInvitation,
  setMemberRole,
  setSuspended,
  upsertInvitation,
  withdrawInvitation,
  type InvitationByToken,
  type InvitationRow,
  type InviteeRow,
  type LockedMember,
  type MemberRow,
  type Organisation,
} from '../repositories/member.repository.ts';
import { deleteAccountSessions } from '../repositories/session.repository.ts';
import { hashPassword } from './auth.service.ts';
import { clearCallerCache, evictCallerSession, type Caller } from './caller.ts';
import type { Enqueue } from './enqueue.ts';
import { recordJournal, type JournalActor, type JournalRecord } from './journal.service.ts';
import { invitationLetter, memberRemovedLetter, memberRoleChangedLetter, membersChangedLetter } from './letters.ts';
import { queueLetter } from './mail.service.ts';
import { emitWebhookEvent } from './webhook.service.ts';

// ---- Views ----

function personName(row: { name: string | null; surname: string | null }): string | null {
  const name = [row.name, row.surname].filter((part) => part && part.trim() !== '').join(' ');
  return name === '' ? null : name;
}

/** A person as the letters name them: «Имя Фамилия (e-mail)», or the e-mail alone. */
function personLabel(row: { name: string | null; surname: string | null; email: string }): string {
  const name = personName(row);
  return name ? `${name} (${row.email})` : row.email;
}

function memberView(row: MemberRow, callerId: string): Member {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    role: row.role,
    secondFactor: row.secondFactor,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    status: row.suspendedAt ? 'suspended' : 'active',
    isSelf: row.id === callerId,
  };
}

function invitationView(row: InvitationRow, now: Date): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.invitedBy,
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now.getTime(),
  };
}

const roleChange = (before: MemberRole | null, after: MemberRole | null) => [
  {
    field: MEMBER_FIELD_LABELS.role,
    before: before ? MEMBER_ROLE_LABELS[before] : null,
    after: after ? MEMBER_ROLE_LABELS[after] : null,
  },
];

// ---- Checks ----

/** The caller's organisation: the scope of every call here. */
async function organisationOf(db: Db, caller: Caller): Promise<Organisation> {
  const organisation = caller.partnerId ? await findOrganisation(db, caller.partnerId) : undefined;
  if (!organisation) throw AppError.forbidden();
  return organisation;
}

function refuseRoleNotOffered(organisation: Organisation, role: MemberRole): void {
  if (!memberRolesFor(organisation.kind).includes(role)) throw AppError.validation('role', TEAM_ERRORS.roleNotOffered);
}

const conflict = (code: keyof typeof TEAM_ERROR_CODES, field?: string) =>
  new AppError(TEAM_ERROR_CODES[code], TEAM_ERRORS[code], 409, field ? [{ field, message: TEAM_ERRORS[code] }] : undefined);

/**
 * Whom an organisation may not invite: its own people, people of another organisation, the vendor's operators and
 * distributors' people. An account of nobody (or of this organisation without a role) may be invited.
 */
function refuseInvitee(invitee: InviteeRow | undefined, organisation: Organisation): void {
  if (!invitee) return;
  if (invitee.authorities.includes('ROLE_VENDOR')) throw conflict('staffAccount', 'email');
  if (invitee.partnerId === organisation.id && invitee.memberRole !== null) throw conflict('alreadyMember', 'email');
  if (invitee.partnerId !== null && invitee.partnerId !== organisation.id) {
    throw conflict(invitee.partnerKind === 'distributor' ? 'staffAccount' : 'memberOfAnother', 'email');
  }
  if (invitee.authorities.includes('ROLE_DISTRIBUTOR')) throw conflict('staffAccount', 'email');
}

/** The target of a change among the locked people; another organisation's person is not found. */
function targetOf(members: LockedMember[], id: string): LockedMember {
  const target = members.find((m) => m.id === id);
  if (!target) throw new AppError(ERROR_CODES.notFound, TEAM_ERRORS.memberNotFound, 404);
  return target;
}

/** Refuses a change that would leave no active administrator: `target` stops being one. */
function refuseLastAdmin(members: LockedMember[], target: LockedMember): void {
  if (target.role !== 'ADMIN' || target.suspended) return;
  const others = members.filter((m) => m.id !== target.id && m.role === 'ADMIN' && !m.suspended);
  if (others.length === 0) throw conflict('lastAdmin');
}

/**
 * The caller as it is now, under the lock: a change begun by a person who, meanwhile, lost the right (demoted or
 * suspended by another administrator at the same moment) is refused.
 */
function refuseStaleCaller(members: LockedMember[], caller: Caller): void {
  const me = members.find((m) => m.id === caller.accountId);
  if (!me || me.suspended || !mayDo(me.role, 'people', caller.tokenRole)) throw AppError.forbidden(TEAM_ERRORS.noRight);
}

function refuseSelf(target: LockedMember, caller: Caller): void {
  if (target.id === caller.accountId) throw conflict('selfRemoval');
}

async function journal(trx: Db, actor: JournalActor | null, entry: JournalRecord): Promise<void> {
  if (actor) await recordJournal(trx, actor, entry);
}

/** What a change of people does once committed: this instance reads every caller afresh, the ended sessions at once. */
function forgetCallers(endedSessions: readonly string[] = []): void {
  for (const id of endedSessions) evictCallerSession(id);
  clearCallerCache();
}

async function memberAfter(db: Db, organisation: Organisation, id: string, caller: Caller): Promise<Member> {
  const row = await findMember(db, organisation.id, id);
  if (!row) throw new AppError(ERROR_CODES.notFound, TEAM_ERRORS.memberNotFound, 404);
  return memberView(row, caller.accountId);
}

// ---- The list ----

export async function memberList(db: Db, caller: Caller): Promise<MemberList> {
  const organisation = await organisationOf(db, caller);
  const [members, invitations] = await Promise.all([listMembers(db, organisation.id), listOpenInvitations(db, organisation.id)]);
  const now = new Date();
  return {
    members: members.map((row) => memberView(row, caller.accountId)),
    invitations: invitations.map((row) => invitationView(row, now)),
    roles: [...memberRolesFor(organisation.kind)],
  };
}

// ---- Invitations ----

export function invitationTokenHash(token: string): string {
  return createHash('sha256').update(`invitation:${token}`).digest('base64url');
}

function newInvitationToken(): { token: string; tokenHash: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: invitationTokenHash(token), expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000) };
}

export function invitationLink(portalUrl: string, token: string): string {
  return `${portalUrl.replace(/\/+$/, '')}/#/invitation/${token}`;
}

async function sendInvitation(
  trx: Db,
  enqueue: Enqueue,
  invitation: { organisation: Organisation; email: string; role: MemberRole; token: string; expiresAt: Date; inviter: string | null },
  portalUrl: string,
): Promise<void> {
  await queueLetter(
    trx,
    enqueue,
    invitationLetter(invitation.email, {
      organisation: invitation.organisation.name,
      role: MEMBER_ROLE_LABELS[invitation.role],
      inviter: invitation.inviter,
      link: invitationLink(portalUrl, invitation.token),
      expiresAt: formatDateTime(invitation.expiresAt),
    }),
  );
}

async function inviterName(db: Db, caller: Caller): Promise<string | null> {
  const row = await findMember(db, caller.partnerId ?? '', caller.accountId);
  return row ? personName(row) : null;
}

/**
 * Invites a person by e-mail (or sends the open invitation of that address again: a new link and week, the role asked
 * now). The letter and the journal entry are written with it.
 */
export async function invite(
  db: Db,
  enqueue: Enqueue,
  caller: Caller,
  actor: JournalActor | null,
  request: { email: string; role: MemberRole },
  portalUrl: string,
): Promise<Invitation> {
  const organisation = await organisationOf(db, caller);
  refuseRoleNotOffered(organisation, request.role);
  refuseInvitee(await findInvitee(db, request.email), organisation);
  const inviter = await inviterName(db, caller);
  const { token, tokenHash, expiresAt } = newInvitationToken();
  const id = await db.transaction().execute(async (trx) => {
    const invitationId = await upsertInvitation(trx, {
      partnerId: organisation.id,
      email: request.email,
      role: request.role,
      tokenHash,
      invitedBy: caller.accountId,
      expiresAt,
    });
    await sendInvitation(trx, enqueue, { organisation, email: request.email, role: request.role, token, expiresAt, inviter }, portalUrl);
    await journal(trx, actor, {
      action: 'member.invited',
      subjectType: 'invitation',
      subjectId: invitationId,
      subjectLabel: request.email,
      changes: roleChange(null, request.role),
    });
    return invitationId;
  });
  const row = await findOpenInvitation(db, organisation.id, id);
  if (!row) throw new AppError(ERROR_CODES.notFound, TEAM_ERRORS.invitationNotFound, 404);
  return invitationView(row, new Date());
}

/** Sends an open invitation again: a new link (the old one stops working) valid for another week. */
export async function resendInvitation(
  db: Db,
  enqueue: Enqueue,
  caller: Caller,
  actor: JournalActor | null,
  id: string,
  portalUrl: string,
): Promise<Invitation> {
  const organisation = await organisationOf(db, caller);
  const open = await findOpenInvitation(db, organisation.id, id);
  if (!open) throw new AppError(ERROR_CODES.notFound, TEAM_ERRORS.invitationNotFound, 404);
  // The address may have joined another organisation since: such an invitation can only be withdrawn.
  refuseInvitee(await findInvitee(db, open.email), organisation);
  const inviter = await inviterName(db, caller);
  const { token, tokenHash, expiresAt } = newInvitationToken();
  await db.transaction().execute(async (trx) => {
    if (!(await renewInvitation(trx, organisation.id, id, { tokenHash, invitedBy: caller.accountId, expiresAt }))) {
      throw new AppError(ERROR_CODES.notFound, TEAM_ERRORS.invitationNotFound, 404);
    }
    await sendInvitation(trx, enqueue, { organisation, email: open.email, role: open.role, token, expiresAt, inviter }, portalUrl);
    await journal(trx, actor, {
      action: 'member.invited',
      subjectType: 'invitation',
      subjectId: id,
      subjectLabel: open.email,
      changes: roleChange(null, open.role),
    });
  });
  const row = await findOpenInvitation(db, organisation.id, id);
  if (!row) throw new AppError(ERROR_CODES.notFound, TEAM_ERRORS.invitationNotFound, 404);
  return invitationView(row, new Date());
}

export async function withdraw(db: Db, caller: Caller, actor: JournalActor | null, id: string): Promise<void> {
  const organisation = await organisationOf(db, caller);
  await db.transaction().execute(async (trx) => {
    const withdrawn = await withdrawInvitation(trx, organisation.id, id);
    if (!withdrawn) throw new AppError(ERROR_CODES.notFound, TEAM_ERRORS.invitationNotFound, 404);
    await journal(trx, actor, {
      action: 'invitation.withdrawn',
      subjectType: 'invitation',
      subjectId: id,
      subjectLabel: withdrawn.email,
      changes: roleChange(withdrawn.role, null),
    });
  });
}

// ---- Changes of people ----

export async function changeRole(
  db: Db,
  enqueue: Enqueue,
  caller: Caller,
  actor: JournalActor | null,
  id: string,
  role: MemberRole,
  portalUrl: string,
): Promise<Member> {
  const organisation = await organisationOf(db, caller);
  refuseRoleNotOffered(organisation, role);
  await db.transaction().execute(async (trx) => {
    const members = await lockMembers(trx, organisation.id);
    const target = targetOf(members, id);
    if (target.role === role) return;
    if (role !== 'ADMIN') refuseLastAdmin(members, target);
    refuseStaleCaller(members, caller);
    await setMemberRole(trx, organisation.id, id, role);
    await narrowTokenRole(trx, id, role);
    await journal(trx, actor, {
      action: 'member.role_changed',
      subjectType: 'member',
      subjectId: id,
      subjectLabel: target.email,
      changes: roleChange(target.role, role),
    });
    await queueLetter(
      trx,
      enqueue,
      memberRoleChangedLetter(
        target.email,
        { organisation: organisation.name, before: MEMBER_ROLE_LABELS[target.role], after: MEMBER_ROLE_LABELS[role] },
        portalUrl,
      ),
    );
  });
  forgetCallers();
  return memberAfter(db, organisation, id, caller);
}

/** Suspends a person: its sessions end at once and its token answers nothing until it is restored. */
export async function suspend(db: Db, caller: Caller, actor: JournalActor | null, id: string): Promise<Member> {
  const organisation = await organisationOf(db, caller);
  const ended = await db.transaction().execute(async (trx) => {
    const members = await lockMembers(trx, organisation.id);
    const target = targetOf(members, id);
    refuseSelf(target, caller);
    if (target.suspended) return [];
    refuseLastAdmin(members, target);
    refuseStaleCaller(members, caller);
    await setSuspended(trx, organisation.id, id, new Date());
    const sessions = await deleteAccountSessions(trx, id, null);
    await journal(trx, actor, { action: 'member.suspended', subjectType: 'member', subjectId: id, subjectLabel: target.email });
    return sessions;
  });
  forgetCallers(ended);
  return memberAfter(db, organisation, id, caller);
}

export async function restore(db: Db, caller: Caller, actor: JournalActor | null, id: string): Promise<Member> {
  const organisation = await organisationOf(db, caller);
  await db.transaction().execute(async (trx) => {
    const members = await lockMembers(trx, organisation.id);
    const target = targetOf(members, id);
    if (!target.suspended) return;
    refuseStaleCaller(members, caller);
    await setSuspended(trx, organisation.id, id, null);
    await journal(trx, actor, { action: 'member.restored', subjectType: 'member', subjectId: id, subjectLabel: target.email });
  });
  forgetCallers();
  return memberAfter(db, organisation, id, caller);
}

/**
 * Removes a person from the organisation: its sessions and token end, it loses the organisation's authorities; the
 * account stays, so the journal still names who did what. The person and the administrators get letters.
 */
export async function remove(
  db: Db,
  enqueue: Enqueue,
  caller: Caller,
  actor: JournalActor | null,
  id: string,
  portalUrl: string,
): Promise<void> {
  const organisation = await organisationOf(db, caller);
  const ended = await db.transaction().execute(async (trx) => {
    const members = await lockMembers(trx, organisation.id);
    const target = targetOf(members, id);
    refuseSelf(target, caller);
    refuseLastAdmin(members, target);
    refuseStaleCaller(members, caller);
    await detachMember(trx, organisation.id, id);
    const sessions = await deleteAccountSessions(trx, id, null);
    await journal(trx, actor, {
      action: 'member.removed',
      subjectType: 'member',
      subjectId: id,
      subjectLabel: target.email,
      changes: roleChange(target.role, null),
    });
    await queueLetter(trx, enqueue, memberRemovedLetter(target.email, organisation.name));
    for (const admin of await activeAdminEmails(trx, organisation.id)) {
      await queueLetter(
        trx,
        enqueue,
        membersChangedLetter(
          admin,
          { organisation: organisation.name, person: personLabel(target), role: MEMBER_ROLE_LABELS[target.role], what: 'removed' },
          portalUrl,
        ),
      );
    }
    await emitWebhookEvent(trx, enqueue, organisation.id, 'member.removed', { memberId: id, email: target.email, role: target.role });
    return sessions;
  });
  forgetCallers(ended);
}

// ---- The invitation's link (public) ----

/** The invitation of a link if it can still be accepted; otherwise 404 (unknown) or 410 saying what happened to it. */
function usableInvitation(invitation: InvitationByToken | undefined, now: Date): InvitationByToken {
  if (!invitation) throw new AppError(ERROR_CODES.notFound, TEAM_ERRORS.invitationNotFound, 404);
  if (invitation.acceptedAt || invitation.withdrawnAt) {
    throw new AppError(TEAM_ERROR_CODES.invitationInvalid, TEAM_ERRORS.invitationInvalid, 410);
  }
  if (invitation.expiresAt.getTime() <= now.getTime()) {
    throw new AppError(TEAM_ERROR_CODES.invitationExpired, TEAM_ERRORS.invitationExpired, 410);
  }
  return invitation;
}

/** Whether a link can still be accepted: such a link's calls are never throttled (its person is not kept out). */
export async function hasUsableInvitation(db: Db, token: string): Promise<boolean> {
  const invitation = await findInvitationByHash(db, invitationTokenHash(token));
  try {
    usableInvitation(invitation, new Date());
    return true;
  } catch {
    return false;
  }
}

/** What the link offers, without spending it (opening it, or a mail scanner fetching it, changes nothing). */
export async function previewInvitation(db: Db, token: string): Promise<InvitationPreview> {
  const invitation = usableInvitation(await findInvitationByHash(db, invitationTokenHash(token)), new Date());
  return {
    organisation: invitation.organisation.name,
    email: invitation.email,
    role: invitation.role,
    accountExists: (await findInvitee(db, invitation.email)) !== undefined,
  };
}

/** The authorities a person of the organisation holds: its kind's, and the infrastructure's where the partner has it. */
async function organisationAuthorities(db: Db, organisation: Organisation): Promise<Authority[]> {
  if (organisation.kind === 'distributor') return ['ROLE_DISTRIBUTOR'];
  return (await infrastructureOn(db, organisation.id)) ? ['ROLE_PARTNER', 'ROLE_IAS_USER'] : ['ROLE_PARTNER'];
}

/** Spends the invitation for the account that joined: the journal (by the new person), letters, the webhook. */
async function recordJoining(
  trx: Db,
  enqueue: Enqueue,
  invitation: InvitationByToken,
  person: { id: string; email: string; name: string | null; surname: string | null },
  address: string | null,
  portalUrl: string,
): Promise<void> {
  if (!(await markInvitationAccepted(trx, invitation.id, person.id))) {
    throw new AppError(TEAM_ERROR_CODES.invitationInvalid, TEAM_ERRORS.invitationInvalid, 410);
  }
  const { organisation } = invitation;
  await recordJournal(
    trx,
    { partnerId: organisation.id, accountId: person.id, apiTokenId: null, ipAddress: address },
    {
      action: 'member.joined',
      subjectType: 'member',
      subjectId: person.id,
      subjectLabel: person.email,
      changes: roleChange(null, invitation.role),
    },
  );
  for (const admin of await activeAdminEmails(trx, organisation.id)) {
    if (admin === person.email) continue;
    await queueLetter(
      trx,
      enqueue,
      membersChangedLetter(
        admin,
        { organisation: organisation.name, person: personLabel(person), role: MEMBER_ROLE_LABELS[invitation.role], what: 'added' },
        portalUrl,
      ),
    );
  }
  await emitWebhookEvent(trx, enqueue, organisation.id, 'member.added', {
    memberId: person.id,
    email: person.email,
    role: invitation.role,
  });
}

export type Acceptance = { accountId: string; created: boolean };

/**
 * Accepts an invitation, once. Signed in (a browser session), the account of the invited address joins as it is;
 * otherwise a new account is made from the form (name, password, the invited address) and the caller signs it in.
 */
export async function acceptInvitation(
  db: Db,
  enqueue: Enqueue,
  token: string,
  signedIn: Caller | null,
  body: unknown,
  context: { address: string | null; portalUrl: string },
): Promise<Acceptance> {
  const tokenHash = invitationTokenHash(token);
  const first = usableInvitation(await findInvitationByHash(db, tokenHash), new Date());

  if (signedIn) {
    if (signedIn.email.toLowerCase() !== first.email.toLowerCase()) {
      throw new AppError(TEAM_ERROR_CODES.invitationForAnother, TEAM_ERRORS.invitationForAnother, 403);
    }
    await db.transaction().execute(async (trx) => {
      const invitation = usableInvitation(await findInvitationByHash(trx, tokenHash, { lock: true }), new Date());
      const account = await findInvitee(trx, signedIn.email);
      if (!account) throw AppError.unauthorized();
      if (
        account.authorities.includes('ROLE_VENDOR') ||
        account.authorities.includes('ROLE_DISTRIBUTOR') ||
        (account.partnerId !== null && account.partnerId !== invitation.partnerId)
      ) {
        throw conflict('accountTaken');
      }
      if (account.partnerId === invitation.partnerId && account.memberRole !== null) throw conflict('alreadyMember');
      await attachMember(
        trx,
        account.id,
        invitation.partnerId,
        invitation.role,
        await organisationAuthorities(trx, invitation.organisation),
      );
      const person = await findMember(trx, invitation.partnerId, account.id);
      if (!person) throw new Error('The person who joined is not found');
      await recordJoining(trx, enqueue, invitation, person, context.address, context.portalUrl);
    });
    forgetCallers();
    return { accountId: signedIn.accountId, created: false };
  }

  const parsed = invitationSignUpSchema.safeParse(body ?? {});
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
    throw new AppError(ERROR_CODES.validation, details[0]?.message ?? ERROR_MESSAGES.validation, 400, details);
  }
  const form = parsed.data;
  if (form.email !== first.email.toLowerCase()) throw AppError.validation('email', TEAM_ERRORS.invitationEmailMismatch);
  const signInFirst = conflict('signInFirst', 'email');
  if (await findInvitee(db, form.email)) throw signInFirst;
  const passwordHash = await hashPassword(form.password);
  try {
    const accountId = await db.transaction().execute(async (trx) => {
      const invitation = usableInvitation(await findInvitationByHash(trx, tokenHash, { lock: true }), new Date());
      const authorities = await organisationAuthorities(trx, invitation.organisation);
      const id = await insertAccount(
        trx,
        {
          email: form.email,
          passwordHash,
          name: form.name,
          surname: form.surname || null,
          partnerId: invitation.partnerId,
          memberRole: invitation.role,
        },
        ['ROLE_USER', ...authorities],
      );
      await recordJoining(
        trx,
        enqueue,
        invitation,
        { id, email: form.email, name: form.name, surname: form.surname || null },
        context.address,
        context.portalUrl,
      );
      return id;
    });
    return { accountId, created: true };
  } catch (error) {
    // The address signed up (or accepted) at the same moment: the unique e-mail decides, this one signs in instead.
    if (isUniqueViolation(error)) throw signInFirst;
    throw error;
  }
}
