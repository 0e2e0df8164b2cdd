/** The client registry's calls: customer (Vendee), list, registration, checks, edits; with the spec's messages. */
import { z } from 'zod';
import { PAGE_SIZE_DEFAULT } from '../constants/layout.ts';
import { EMAIL_PATTERN, emailSchema } from '../validation/email.ts';
import { INN_FORMAT_MESSAGE } from '../validation/inn.ts';
import { innSchema } from '../validation/inn-schema.ts';
import { MESSAGES } from '../validation/messages.ts';
import { stripName } from '../validation/text.ts';
import { CUSTOMER_MESSAGES, CUSTOMER_STATUSES } from './customer-texts.ts';

export const CLIENT_PHONE_MAX_LENGTH = 30;
export const clientPhoneSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(CLIENT_PHONE_MAX_LENGTH, CUSTOMER_MESSAGES.phoneFormat)
  .regex(/^\+?[\d\s\-_()]+$/, CUSTOMER_MESSAGES.phoneFormat);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, MESSAGES.tooLong(max))
    .optional()
    .transform((v) => (v ? v : undefined));

export const customerSchema = z.object({
  id: z.string(),
  name: z.string(),
  responsible: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  inn: z.string().nullable(),
  kpp: z.string().nullable(),
  city: z.string().nullable(),
  street: z.string().nullable(),
  chiefName: z.string().nullable(),
  customerCode: z.string(),
  oneCId: z.string().nullable(),
  onecUsername: z.string().nullable(),
  numberOfEmloyees: z.number().int().nullable(),
  status: z.enum(CUSTOMER_STATUSES),
  countryUin: z.string().nullable(),
  regionUin: z.string().nullable(),
  mainActivityType: z.string().nullable(),
  exchangeId: z.string(),
  regnum: z.string().nullable(),
  createdAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

export const CUSTOMER_SORT_FIELDS = ['name', 'responsible', 'email', 'phone', 'inn', 'oneCId', 'city', 'createdAt'] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];

/** GET /api/customer-manager: search, sort and paging, all done in SQL. pageSize 0 means "all". */
export const customerListQuerySchema = z.object({
  search: z.string().trim().max(200).default(''),
  sort: z.enum(CUSTOMER_SORT_FIELDS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(0).max(1000).default(PAGE_SIZE_DEFAULT),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

export const customerListSchema = z.object({ items: z.array(customerSchema), total: z.number().int() });
export type CustomerList = z.infer<typeof customerListSchema>;

/** POST /api/customers. The INN is optional; when given it must be well-formed. */
export const customerRegistrationSchema = z.object({
  inn: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(innSchema.optional()),
  email: emailSchema,
  phone: clientPhoneSchema,
  onecUsername: optionalText(100),
  responsible: z
    .string({ error: MESSAGES.required })
    .transform(stripName)
    .pipe(z.string().min(1, MESSAGES.required).max(255, MESSAGES.tooLong(255))),
  numberOfEmloyees: z.coerce.number({ error: 'Введите число' }).int('Введите целое число').min(0).max(1_000_000).optional(),
  /** The partner's lead this registration comes from (issue 15): the lead records the client it became. */
  leadId: z.uuid({ error: 'Лид не найден' }).optional(),
});
export type CustomerRegistration = z.input<typeof customerRegistrationSchema>;

/** PATCH /api/customer-manager/{id}: only the changed fields among city, email, phone, responsible. */
export const customerPatchSchema = z
  .object({
    responsible: z.string().transform(stripName).pipe(z.string().min(1, CUSTOMER_MESSAGES.contactRequired).max(255)),
    email: z
      .string()
      .trim()
      .regex(EMAIL_PATTERN, CUSTOMER_MESSAGES.editEmailFormat)
      .transform((v) => v.toLowerCase()),
    phone: clientPhoneSchema,
    city: z.string().trim().max(100, MESSAGES.tooLong(100)),
  })
  .partial();
export type CustomerPatch = z.input<typeof customerPatchSchema>;

/** PUT /api/customer-manager/{id}: set the INN of a client that has none. */
export const customerQualifySchema = z.object({
  action: z.literal('qualify'),
  inn: z.string({ error: INN_FORMAT_MESSAGE }).pipe(innSchema),
});
export type CustomerQualify = z.input<typeof customerQualifySchema>;

/** What the tax registry knows of an organisation. */
export const organisationSchema = z.object({
  inn: z.string(),
  name: z.string(),
  kpp: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  status: z.string(),
});
export type Organisation = z.infer<typeof organisationSchema>;

export const LOGIN_CHECK_OUTCOMES = ['found', 'ownClient', 'notFound', 'partner'] as const;
export type LoginCheckOutcome = (typeof LOGIN_CHECK_OUTCOMES)[number];
export const loginCheckSchema = z.object({ outcome: z.enum(LOGIN_CHECK_OUTCOMES), message: z.string() });
export type LoginCheck = z.infer<typeof loginCheckSchema>;
