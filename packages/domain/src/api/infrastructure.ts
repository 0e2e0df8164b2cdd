/** Contracts of infrastructure enrolment and access (document 2 §3, §5, §7): the partner's calls, the letter's link, the back office. */
import { z } from 'zod';
import { enrolmentProblems, IAS_DECISIONS, IAS_STATUSES, iasReasonRequired } from '../infrastructure/access.ts';
import { IAS_TEXTS } from '../infrastructure/texts.ts';
import { MESSAGES } from '../validation/messages.ts';
import { passwordSchema } from './auth.ts';
import { distributorSchema } from './participation.ts';

export const iasStatusSchema = z.enum(IAS_STATUSES);

/** The longest note a partner adds to its request, and the longest reason an operator gives. */
export const IAS_REASON_MAX = 1000;

/** GET /api/ias/participation: the partner's infrastructure status (404 while it has none) and the login e-mail. */
export const iasParticipationSchema = z.object({
  iasStatus: iasStatusSchema,
  /** The contact e-mail given at the request: the infrastructure login and where its letters go. */
  email: z.string(),
  /** Why the request was refused or the access suspended. */
  reason: z.string().nullable(),
  requestId: z.string(),
  offerVersion: z.string(),
  offerAcceptedAt: z.string(),
  updatedAt: z.string(),
});
export type IasParticipation = z.infer<typeof iasParticipationSchema>;

/** The distributor a request names: only its exchange id counts, the server looks the rest up. */
const distributorChoiceSchema = z.object({ uniqueExchangeId: z.string().trim().min(1).max(100) });

/**
 * POST /api/ias/access-requests (document 2 §3 "Cloud access request": reason, publicOfferAccepted). The offer must be
 * accepted; a distributor is required unless one is already set (document 2 §5), which the server decides.
 */
export function accessRequestSchema(distributorRequired: boolean) {
  return z
    .object({
      publicOfferAccepted: z.boolean({ error: IAS_TEXTS.offerRequired }),
      reason: z.string().trim().max(IAS_REASON_MAX, MESSAGES.tooLong(IAS_REASON_MAX)).nullish(),
      distributor: distributorChoiceSchema.nullish(),
    })
    .superRefine((body, ctx) => {
      const problems = enrolmentProblems(
        { publicOfferAccepted: body.publicOfferAccepted, distributorChosen: body.distributor != null },
        distributorRequired,
      );
      for (const [field, message] of Object.entries(problems)) ctx.addIssue({ code: 'custom', path: [field], message });
    });
}
export const accessRequestBodySchema = accessRequestSchema(false);
export type AccessRequestBody = z.input<typeof accessRequestBodySchema>;

/** A partner's access request as it reads it back. */
export const accessRequestItemSchema = z.object({
  id: z.string(),
  status: iasStatusSchema,
  email: z.string(),
  note: z.string().nullable(),
  publicOfferAccepted: z.literal(true),
  offerVersion: z.string(),
  offerAcceptedAt: z.string(),
  distributor: distributorSchema.nullable(),
  requestedAt: z.string(),
});
export type AccessRequestItem = z.infer<typeof accessRequestItemSchema>;

/** GET /api/ias/distributor: the partner's current distributor, or none yet. */
export const currentDistributorSchema = z.object({ distributor: distributorSchema.nullable() });
export type CurrentDistributor = z.infer<typeof currentDistributorSchema>;
/** POST /api/ias/distributor: choose one (only while none is set). */
export const chooseDistributorSchema = distributorChoiceSchema;

/** The letter's single-use token, as the public page sends it back. */
// Its own declaration, not `passwordLinkTokenSchema.shape.token`: a top-level property read keeps zod in bundles.
const passwordLinkToken = z.string().trim().min(16).max(200);
export const passwordLinkTokenSchema = z.object({ token: passwordLinkToken });
/** POST /api/ias/password-link: what the link is for, without using it. */
export const passwordLinkInfoSchema = z.object({ login: z.string(), expiresAt: z.string() });
export type PasswordLinkInfo = z.infer<typeof passwordLinkInfoSchema>;
/** POST /api/ias/password: sets the password and spends the link. */
export const setIasPasswordSchema = z.object({ token: passwordLinkToken, password: passwordSchema });
export type SetIasPassword = z.input<typeof setIasPasswordSchema>;
export const setIasPasswordResponseSchema = z.object({ login: z.string() });

/** The set-password form: the password twice. */
export const iasPasswordFormSchema = z
  .object({ password: passwordSchema, repeat: z.string() })
  .refine((form) => form.password === form.repeat, { message: MESSAGES.passwordsDiffer, path: ['repeat'] });
export type IasPasswordForm = z.input<typeof iasPasswordFormSchema>;

// ---- The back office ----

export const iasAccessItemSchema = z.object({
  requestId: z.string(),
  partnerId: z.string(),
  partnerCode: z.string(),
  partnerName: z.string(),
  email: z.string(),
  note: z.string().nullable(),
  distributorName: z.string().nullable(),
  status: iasStatusSchema,
  reason: z.string().nullable(),
  requestedAt: z.string(),
  requestedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  passwordSetAt: z.string().nullable(),
  /** When the newest unused link expires, while one is valid. */
  linkExpiresAt: z.string().nullable(),
});
export type IasAccessItem = z.infer<typeof iasAccessItemSchema>;
export const iasAccessListSchema = z.object({ items: z.array(iasAccessItemSchema), total: z.number().int() });
export type IasAccessList = z.infer<typeof iasAccessListSchema>;

/** POST /api/backoffice/infrastructure/{requestId}/decision. Refusal and suspension need a reason. */
export const iasDecisionSchema = z
  .object({
    decision: z.enum(IAS_DECISIONS),
    reason: z.string().trim().max(IAS_REASON_MAX, MESSAGES.tooLong(IAS_REASON_MAX)).optional(),
  })
  .refine((d) => !iasReasonRequired(d.decision) || (d.reason ?? '').length > 0, { message: MESSAGES.reasonRequired, path: ['reason'] });
export type IasDecisionRequest = z.input<typeof iasDecisionSchema>;

/** One step of the audit trail: who moved the access from what to what, when and why. */
export const iasAccessEventSchema = z.object({
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  reason: z.string().nullable(),
  actor: z.string().nullable(),
  createdAt: z.string(),
});
export type IasAccessEvent = z.infer<typeof iasAccessEventSchema>;
export const iasAccessEventListSchema = z.object({ items: z.array(iasAccessEventSchema) });
