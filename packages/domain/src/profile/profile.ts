/** The public profile's rules (document 2 §5): phone, website and city, one place for the form and the API. */
import { z } from 'zod';
import { emailSchema } from '../validation/email.ts';
import { MESSAGES } from '../validation/messages.ts';
import { CITY_SEARCH_MIN_LENGTH, isProfilePhone, WEBSITE_PATTERN, websiteInput } from './rules.ts';
import { PROFILE_MESSAGES } from './texts.ts';

/** An empty field clears the value (null); a filled one must follow its rule. */
const optional = <T extends z.ZodType<string | null>>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable());

export const profileFields = {
  // A doubled scheme (the prefilled one before a pasted address) is the address the person meant.
  website: optional(
    z.preprocess(
      (value) => (typeof value === 'string' ? websiteInput(value) : value),
      z.string().trim().max(255, MESSAGES.tooLong(255)).regex(WEBSITE_PATTERN, PROFILE_MESSAGES.websiteFormat),
    ),
  ),
  publicName: optional(z.string().trim().max(255, MESSAGES.tooLong(255))),
  publicEmail: optional(emailSchema),
  publicPhone: optional(z.string().trim().max(30, MESSAGES.tooLong(30)).refine(isProfilePhone, PROFILE_MESSAGES.phoneFormat)),
  publicCity: optional(z.string().trim().max(100, MESSAGES.tooLong(100))),
};

/** A city of the directory, as the autocomplete offers it. */
export const citySchema = z.object({ name: z.string(), region: z.string() });
export type City = z.infer<typeof citySchema>;
export const cityQuerySchema = z.object({ q: z.string().trim().min(CITY_SEARCH_MIN_LENGTH).max(100) });
