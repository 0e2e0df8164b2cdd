/**
 * The site order form (issue 15, decision 024): the builder's settings, the public view, the challenge and the
 * submission, as zod schemas with Russian messages shared by the builder page and the server.
 */
import { z } from 'zod';
import { emailSchema } from '../validation/email.ts';
import { innSchema } from '../validation/inn-schema.ts';
import { MESSAGES } from '../validation/messages.ts';
import { requiredText } from '../validation/text.ts';
import {
  canChooseStrictly,
  SITE_FORM_COLOR_PATTERN,
  SITE_FORM_FIELD_MAX,
  SITE_FORM_FIELDS,
  SITE_FORM_MESSAGES,
  SITE_FORM_PROOF_MAX,
  SITE_FORM_TEXT_MAX,
  SITE_FORM_WORKPLACES,
  type SiteFormField,
  type SiteFormFieldSettings,
} from './site-form-embed.ts';

export * from './site-form-embed.ts';

/** Spam limits of the public endpoint; a deployment may tighten them in its configuration. */
export const SITE_FORM_LIMITS = {
  /** The largest submission body: a full form is under 4 KB. */
  bodyBytes: 16_384,
  /** Submissions (accepted or not) from one address in a window. */
  addressSubmissions: 10,
  addressWindowMs: 10 * 60_000,
  /** Challenges one address may ask for in a window (each page view asks once). */
  addressChallenges: 60,
  /** Accepted leads of one form in a window. */
  formSubmissions: 100,
  formWindowMs: 60 * 60_000,
  /** A form filled in faster than this is a program's. */
  minFillMs: 3000,
  /** A challenge is good for this long after it was issued. */
  challengeTtlMs: 2 * 60 * 60_000,
  /** Leading zero bits of SHA-256(challenge:suffix): 2^16 hashes on average, about a second of a phone's Web Crypto. */
  difficultyBits: 16,
} as const;

const colorSchema = z.string().regex(SITE_FORM_COLOR_PATTERN, SITE_FORM_MESSAGES.color);
const fieldSettingSchema = z.strictObject({ shown: z.boolean(), required: z.boolean() });

export const siteFormFieldSettingsSchema = z
  .strictObject(
    Object.fromEntries(SITE_FORM_FIELDS.map((field) => [field, fieldSettingSchema])) as Record<SiteFormField, typeof fieldSettingSchema>,
  )
  .superRefine((fields, ctx) => {
    if (!fields.name.shown || !fields.name.required)
      ctx.addIssue({ code: 'custom', path: ['name'], message: SITE_FORM_MESSAGES.nameAlwaysRequired });
    for (const field of SITE_FORM_FIELDS) {
      if (fields[field].required && !fields[field].shown) {
        ctx.addIssue({ code: 'custom', path: [field, 'required'], message: SITE_FORM_MESSAGES.requiredNeedsShown });
      }
    }
    if (!fields.email.required && !fields.phone.required) {
      ctx.addIssue({ code: 'custom', path: ['email', 'required'], message: SITE_FORM_MESSAGES.contactRequired });
    }
  });

/** What the partner saves in the builder (PUT /api/site-form). */
export const siteFormSettingsSchema = z
  .strictObject({
    productIds: z
      .array(z.uuid(SITE_FORM_MESSAGES.productUnknown))
      .min(1, SITE_FORM_MESSAGES.productsRequired)
      .max(30, SITE_FORM_MESSAGES.productsTooMany)
      .refine((ids) => new Set(ids).size === ids.length, SITE_FORM_MESSAGES.productsRepeated),
    strictChoice: z.boolean(),
    fields: siteFormFieldSettingsSchema,
    colors: z.strictObject({ accent: colorSchema, background: colorSchema, text: colorSchema }),
    title: requiredText(SITE_FORM_TEXT_MAX.title),
    buttonText: requiredText(SITE_FORM_TEXT_MAX.buttonText),
    successText: requiredText(SITE_FORM_TEXT_MAX.successText),
  })
  .refine((form) => !form.strictChoice || canChooseStrictly(form.productIds), {
    path: ['strictChoice'],
    message: SITE_FORM_MESSAGES.strictChoiceNeedsOne,
  });
export type SiteFormSettings = z.infer<typeof siteFormSettingsSchema>;
export type SiteFormSettingsInput = z.input<typeof siteFormSettingsSchema>;

export const siteFormProductSchema = z.object({ id: z.string(), name: z.string() });

const colorsOut = z.object({ accent: z.string(), background: z.string(), text: z.string() });
const fieldsOut = z.object(
  Object.fromEntries(SITE_FORM_FIELDS.map((field) => [field, z.object({ shown: z.boolean(), required: z.boolean() })])) as Record<
    SiteFormField,
    z.ZodObject<{ shown: z.ZodBoolean; required: z.ZodBoolean }>
  >,
);

/** The saved settings as answered (already checked when saved: no transforms on the way out). */
export const siteFormSettingsOutSchema = z.object({
  productIds: z.array(z.string()),
  strictChoice: z.boolean(),
  fields: fieldsOut,
  colors: colorsOut,
  title: z.string(),
  buttonText: z.string(),
  successText: z.string(),
});

/** The builder's answer: the saved settings (or the defaults, before the first save) and what can be offered. */
export const siteFormSchema = z.object({
  saved: z.boolean(),
  publicId: z.string().nullable(),
  settings: siteFormSettingsOutSchema,
  partnerName: z.string(),
  /** The configurations of the Market's catalogue the form can offer. */
  catalogue: z.array(siteFormProductSchema),
  updatedAt: z.string().nullable(),
});
export type SiteForm = z.infer<typeof siteFormSchema>;

export const siteFormViewSchema = z.object({
  publicId: z.string(),
  title: z.string(),
  buttonText: z.string(),
  successText: z.string(),
  colors: colorsOut,
  fields: fieldsOut,
  products: z.array(siteFormProductSchema),
  strictChoice: z.boolean(),
  consentText: z.string(),
});

export const siteFormChallengeSchema = z.object({
  challenge: z.string(),
  difficulty: z.number().int(),
  minFillMs: z.number().int(),
});
export type SiteFormChallenge = z.infer<typeof siteFormChallengeSchema>;

/** A form's public id: 22 URL-safe characters (128 random bits). */
export const SITE_FORM_PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const siteFormPublicIdSchema = z.string().regex(SITE_FORM_PUBLIC_ID_PATTERN, SITE_FORM_MESSAGES.notFound);

const optionalText = (max: number) => z.string().max(max, MESSAGES.tooLong(max));

/**
 * Everything a submission may carry, whatever the form (POST /api/public/site-forms/{publicId}/submissions): unknown
 * fields are refused here; `siteFormSubmissionRules` then applies the form's own fields.
 */
export const siteFormSubmissionSchema = z.strictObject({
  name: optionalText(SITE_FORM_FIELD_MAX.name).optional(),
  responsible: optionalText(SITE_FORM_FIELD_MAX.responsible).optional(),
  email: optionalText(SITE_FORM_FIELD_MAX.email).optional(),
  phone: optionalText(SITE_FORM_FIELD_MAX.phone).optional(),
  inn: optionalText(SITE_FORM_FIELD_MAX.inn).optional(),
  comment: optionalText(SITE_FORM_FIELD_MAX.comment).optional(),
  products: z.array(z.string().max(36)).max(30),
  workplaces: z.number().int().min(SITE_FORM_WORKPLACES.min).max(SITE_FORM_WORKPLACES.max),
  consent: z.boolean(),
  /** The honeypot: hidden from people, filled in by programs. */
  website: z.string().max(200).optional(),
  challenge: z.string().min(1).max(512),
  proof: z.string().min(1).max(SITE_FORM_PROOF_MAX).regex(/^\d+$/),
});
export type SiteFormSubmission = z.infer<typeof siteFormSubmissionSchema>;

export const siteFormSubmittedSchema = z.object({ message: z.string() });

const PHONE_PATTERN = /^[+\d\s()-]+$/;
export const sitePhoneSchema = z
  .string()
  .trim()
  .max(SITE_FORM_FIELD_MAX.phone, MESSAGES.tooLong(SITE_FORM_FIELD_MAX.phone))
  .refine((phone) => {
    const digits = phone.replace(/\D/g, '').length;
    return PHONE_PATTERN.test(phone) && digits >= 10 && digits <= 15;
  }, SITE_FORM_MESSAGES.phone);

const FIELD_SCHEMAS: Record<SiteFormField, z.ZodType<string, string>> = {
  name: requiredText(SITE_FORM_FIELD_MAX.name),
  responsible: requiredText(SITE_FORM_FIELD_MAX.responsible),
  email: emailSchema,
  phone: sitePhoneSchema,
  inn: innSchema,
  comment: requiredText(SITE_FORM_FIELD_MAX.comment),
};

export type SiteFormLeadData = {
  name: string;
  responsible: string | null;
  email: string | null;
  phone: string | null;
  inn: string | null;
  comment: string | null;
  products: Array<{ productId: string; qty: number }>;
};

/**
 * The form's own rules over a submission that passed `siteFormSubmissionSchema`: a field the form does not show is
 * refused, a required one must be filled in, an optional one may be empty; the products must be among those offered
 * (exactly the one, with strict choice); consent must be given.
 */
export function siteFormSubmissionRules(form: { fields: SiteFormFieldSettings; productIds: readonly string[]; strictChoice: boolean }) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of SITE_FORM_FIELDS) {
    const setting = form.fields[field];
    if (!setting.shown) continue;
    const schema = FIELD_SCHEMAS[field];
    shape[field] = setting.required
      ? schema
      : z
          .string()
          .optional()
          .transform((value) => value?.trim() ?? '')
          .pipe(z.union([z.literal(''), schema]));
  }
  const offered = new Set(form.productIds);
  return z
    .strictObject({
      ...shape,
      products: z
        .array(z.string().refine((id) => offered.has(id), SITE_FORM_MESSAGES.productNotOffered))
        .refine((ids) => new Set(ids).size === ids.length, SITE_FORM_MESSAGES.productsRepeated)
        .refine((ids) => !form.strictChoice || (ids.length === 1 && ids[0] === form.productIds[0]), SITE_FORM_MESSAGES.strictProduct),
      workplaces: z.number(),
      consent: z.literal(true, SITE_FORM_MESSAGES.consentRequired),
    })
    .transform((value): SiteFormLeadData => {
      const text = (field: SiteFormField): string | null => {
        const given = (value as Record<string, unknown>)[field];
        return typeof given === 'string' && given !== '' ? given : null;
      };
      return {
        name: text('name') ?? '',
        responsible: text('responsible'),
        email: text('email'),
        phone: text('phone'),
        inn: text('inn'),
        comment: text('comment'),
        products: value.products.map((productId) => ({ productId, qty: value.workplaces })),
      };
    });
}
