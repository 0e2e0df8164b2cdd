import { z } from 'zod';
import { PARTICIPATION_STATUSES } from '../constants/participation.ts';
import { emailSchema } from '../validation/email.ts';
import { MESSAGES } from '../validation/messages.ts';
import { applicationPhoneSchema } from '../validation/phone.ts';
import { requiredText } from '../validation/text.ts';
import { profileFields } from '../profile/profile.ts';

export const participationStatusSchema = z.enum(PARTICIPATION_STATUSES).nullable();

/** GET /api/participation: status (null = under review) and the partner's fields. */
export const participationSchema = z.object({
  status: participationStatusSchema,
  partnerId: z.string(),
  partnerCode: z.string(),
  email: z.string(),
  name: z.string(),
  partnerName: z.string(),
  phone: z.string(),
  website: z.string().nullable(),
  publicPhone: z.string().nullable(),
  publicName: z.string().nullable(),
  publicEmail: z.string().nullable(),
  publicCity: z.string().nullable(),
  rejectedReason: z.string().nullable(),
  offReason: z.string().nullable(),
  partnerExchangeId: z.string().nullable(),
  uniqueExchangeId: z.string(),
  /** The partner's city as the vendor holds it (the profile's read-only block). */
  city: z.string().nullish(),
  /** Set while the partner's distributor has blocked it (document 2 §4 "Partner lock"): when and why. */
  block: z.object({ since: z.string(), reason: z.string().nullable() }).nullable(),
});
export type Participation = z.infer<typeof participationSchema>;

/** A distributor as the application form's autocomplete shows it. */
export const distributorSchema = z.object({
  type: z.string(),
  uniqueExchangeId: z.string(),
  partner: z.object({ name: z.string() }),
});
export type Distributor = z.infer<typeof distributorSchema>;

const applicationFields = {
  partnerName: requiredText(255),
  fullname: requiredText(255),
  email: emailSchema,
  phone: applicationPhoneSchema,
};

/**
 * POST /api/participation: the landing page's partner application.
 * The distributor is required only when a distributor list exists.
 */
export function partnerApplicationSchema(distributorRequired: boolean) {
  return z.object({
    ...applicationFields,
    distributor: distributorRequired
      ? distributorSchema.nullish().refine((d) => d != null, MESSAGES.distributorRequired)
      : distributorSchema.nullable().optional(),
  });
}
/** The request body as documented: the server applies the distributor rule itself. */
export const partnerApplicationRequestSchema = partnerApplicationSchema(false);
export type PartnerApplication = z.input<typeof partnerApplicationRequestSchema>;

/** PATCH /api/participation: the public profile (the rules of document 2 §5; an empty field clears it). */
export const participationPatchSchema = z.object(profileFields).partial();
export type ParticipationPatch = z.infer<typeof participationPatchSchema>;
