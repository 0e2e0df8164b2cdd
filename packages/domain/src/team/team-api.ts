/**
 * The calls of a partner's people and journal (issue 32): «Сотрудники», invitations and «Журнал действий». Shared by
 * the server's routes, the partner API's OpenAPI document and the pages.
 */
import { z } from 'zod';
import { passwordIsEmail, passwordSchema } from '../api/auth.ts';
import { emailSchema } from '../validation/email.ts';
import { MESSAGES } from '../validation/messages.ts';
import { requiredText, stripName } from '../validation/text.ts';
import { JOURNAL_ACTIONS } from './journal.ts';
import { MEMBER_ROLES } from './roles.ts';

export const memberRoleSchema = z.enum(MEMBER_ROLES, { error: MESSAGES.required });

/** One person of the organisation as «Сотрудники» lists it. */
export const memberSchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  email: z.string(),
  role: memberRoleSchema,
  secondFactor: z.boolean(),
  lastLoginAt: z.string().nullable(),
  status: z.enum(['active', 'suspended']),
  /** The caller itself: the page offers no suspend or remove on one's own row. */
  isSelf: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;

/** An invitation not yet accepted or withdrawn; `expired` once its week is over (it can be resent). */
export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: memberRoleSchema,
  invitedBy: z.string().nullable(),
  sentAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /api/members: the people and the open invitations; `roles`: the roles this organisation offers. */
export const memberListSchema = z.object({
  members: z.array(memberSchema),
  invitations: z.array(invitationSchema),
  roles: z.array(memberRoleSchema),
});
export type MemberList = z.infer<typeof memberListSchema>;

/** POST /api/members/invitations. */
export const invitationRequestSchema = z.object({ email: emailSchema, role: memberRoleSchema });
export type InvitationRequest = z.input<typeof invitationRequestSchema>;

/** PATCH /api/members/:id. */
export const memberRoleChangeSchema = z.object({ role: memberRoleSchema });

/** GET /api/invitations/:token (public): what the letter's link offers, before it is spent. */
export const invitationPreviewSchema = z.object({
  organisation: z.string(),
  email: z.string(),
  role: memberRoleSchema,
  /** An account of the portal with this e-mail exists: the person signs in instead of choosing a password. */
  accountExists: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** A new person's form on the invitation page: its name and the password it chooses, and the invited address. */
const invitationSignUpFields = z.object({
  name: requiredText(100),
  surname: z.string().max(100, MESSAGES.tooLong(100)).transform(stripName).optional(),
  password: passwordSchema,
  email: emailSchema,
});

export const invitationSignUpSchema = invitationSignUpFields.refine((form) => !passwordIsEmail(form.password, form.email), {
  message: MESSAGES.passwordIsEmail,
  path: ['password'],
});
export type InvitationSignUp = z.input<typeof invitationSignUpSchema>;

/**
 * POST /api/invitations/:token/accept: a new person names itself and chooses a password; a signed-in account with the
 * invited e-mail sends nothing (its session says who it is).
 */
export const invitationAcceptSchema = z.union([invitationSignUpSchema, z.object({}).strict()]);

/**
 * The accept call's body as the server reads it: every field of the new person's form, each checked when present; the
 * server asks for the whole form (invitationSignUpSchema) when no one is signed in, so each missing field is named.
 */
export const invitationAcceptBodySchema = invitationSignUpFields.partial();
export type InvitationAccept = z.input<typeof invitationAcceptSchema>;

export const journalActionSchema = z.enum(JOURNAL_ACTIONS);

/** GET /api/journal (and the operator's copy): filters and page. Dates are Moscow calendar days, both included. */
export const journalQuerySchema = z.object({
  actor: z.uuid().optional(),
  action: journalActionSchema.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export type JournalQuery = z.input<typeof journalQuerySchema>;

export const journalEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  /** Made with an API token (its owner is the actor). */
  viaToken: z.boolean(),
  ipAddress: z.string().nullable(),
  action: journalActionSchema,
  subjectType: z.string(),
  subjectId: z.string().nullable(),
  subjectLabel: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() })),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

/** One page, newest first; `hasMore` instead of a total: counting a million entries is not worth a page's time. */
export const journalPageSchema = z.object({ items: z.array(journalEntrySchema), hasMore: z.boolean() });
export type JournalPage = z.infer<typeof journalPageSchema>;
