/** The public profile's rules (document 2 §5): phone, website and city, one place for the form and the API. */
import { z } from 'zod';
import { emailSchema } from '../validation/email.ts';
import { MESSAGES } from '../validation/messages.ts';
import { PROFILE_MESSAGES } from './texts.ts';

/** 8, 7 or +7, then 10 digits, or (three digits) three digits, two digits, two digits (separated by spaces or dashes). */
export const PROFILE_PHONE_PATTERN = /^(?:\+7|7|8)(?:\d{10}|\s?\(\d{3}\)\s?\d{3}[\s-]?\d{2}[\s-]?\d{2})$/;
export const WEBSITE_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/** Website prefilled with a scheme when its empty field gets focus. */
export const WEBSITE_PREFIX = 'https://';
/** City search starts from 2 characters (document 2 §9). */
export const CITY_SEARCH_MIN_LENGTH = 2;
export const CITY_SUGGESTIONS_LIMIT = 10;

export function isProfilePhone(value: string): boolean {
  return PROFILE_PHONE_PATTERN.test(value.trim());
}

/** An empty field clears the value (null); a filled one must follow its rule. */
const optional = <T extends z.ZodType<string | null>>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable());

export const profileFields = {
  website: optional(z.string().trim().max(255, MESSAGES.tooLong(255)).regex(WEBSITE_PATTERN, PROFILE_MESSAGES.websiteFormat)),
  publicName: optional(z.string().trim().max(255, MESSAGES.tooLong(255))),
  publicEmail: optional(emailSchema),
  publicPhone: optional(z.string().trim().max(30, MESSAGES.tooLong(30)).refine(isProfilePhone, PROFILE_MESSAGES.phoneFormat)),
  publicCity: optional(z.string().trim().max(100, MESSAGES.tooLong(100))),
};

/** A city of the directory, as the autocomplete offers it. */
export const citySchema = z.object({ name: z.string(), region: z.string() });
export type City = z.infer<typeof citySchema>;
export const cityQuerySchema = z.object({ q: z.string().trim().min(CITY_SEARCH_MIN_LENGTH).max(100) });
