import { z } from 'zod';
import { PARTICIPATION_DECISIONS, type ParticipationDecision } from '../constants/participation.ts';
import { participationStatusSchema } from './participation.ts';
import { MESSAGES } from '../validation/messages.ts';

/** One row of the operator's application queue. */
export const applicationItemSchema = z.object({
  partnerId: z.string(),
  partnerCode: z.string(),
  partnerName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  distributorName: z.string().nullable(),
  status: participationStatusSchema,
  rejectedReason: z.string().nullable(),
  offReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type ApplicationItem = z.infer<typeof applicationItemSchema>;

export const applicationListSchema = z.object({
  items: z.array(applicationItemSchema),
  total: z.number().int(),
});
export type ApplicationList = z.infer<typeof applicationListSchema>;

export const APPLICATION_FILTERS = ['pending', 'on', 'wait', 'refused', 'off', 'all'] as const;
export type ApplicationFilter = (typeof APPLICATION_FILTERS)[number];

const decisions = Object.keys(PARTICIPATION_DECISIONS) as [ParticipationDecision, ...ParticipationDecision[]];

/** POST /api/backoffice/applications/{partnerId}/decision. Refusal and suspension need a reason. */
export const applicationDecisionSchema = z
  .object({
    decision: z.enum(decisions),
    reason: z.string().trim().max(1000, MESSAGES.tooLong(1000)).optional(),
  })
  .refine((d) => !(d.decision === 'refuse' || d.decision === 'suspend') || (d.reason ?? '').length > 0, {
    message: MESSAGES.reasonRequired,
    path: ['reason'],
  });
export type ApplicationDecisionRequest = z.input<typeof applicationDecisionSchema>;

/** A letter in the Mailer outbox. */
export const mailItemSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['queued', 'sent', 'stored', 'failed']),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailItem = z.infer<typeof mailItemSchema>;
export const mailListSchema = z.object({ items: z.array(mailItemSchema), total: z.number().int() });

/** An error report sent from the error dialog. */
export const errorReportRequestSchema = z.object({
  title: z.string().trim().max(500).default(''),
  message: z.string().trim().max(4000).default(''),
  url: z.string().trim().max(2000).default(''),
  status: z.number().int().min(-1).max(999).nullable().default(null),
  details: z.string().max(20_000).default(''),
});
export type ErrorReportRequest = z.input<typeof errorReportRequestSchema>;

export const errorReportItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  url: z.string(),
  status: z.number().int().nullable(),
  details: z.string(),
  reporter: z.string().nullable(),
  createdAt: z.string(),
});
export type ErrorReportItem = z.infer<typeof errorReportItemSchema>;
export const errorReportListSchema = z.object({ items: z.array(errorReportItemSchema), total: z.number().int() });

/** The answer shown in the error dialog after a report was sent. */
export const ERROR_REPORT_RECEIVED = 'Отчет об ошибке отправлен. Спасибо!';
export const errorReportResponseSchema = z.object({ id: z.string(), message: z.string() });

/** A partner's client as the operator sees it in the confirmation queue. */
export const backofficeCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  responsible: z.string(),
  email: z.string(),
  inn: z.string().nullable(),
  partnerName: z.string(),
  partnerCode: z.string(),
  status: z.enum(['confirmed', 'unconfirmed', 'rejected']),
  createdAt: z.string(),
});
export type BackofficeCustomer = z.infer<typeof backofficeCustomerSchema>;
export const backofficeCustomerListSchema = z.object({ items: z.array(backofficeCustomerSchema), total: z.number().int() });
export const customerDecisionSchema = z.object({ decision: z.enum(['confirm', 'reject']) });
export type CustomerDecision = z.infer<typeof customerDecisionSchema>;
