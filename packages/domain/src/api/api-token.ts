/** The partner's API token (document 2, "API token"; decision 019): the shapes of its calls. */
import { z } from 'zod';
import { memberRoleSchema } from '../team/team-api.ts';

/**
 * POST /api/api-v2-token: the role the new token carries (issue 32), never more than the issuer's own; the issuer's
 * role when absent.
 */
export const apiTokenRequestSchema = z.object({ role: memberRoleSchema.optional() });
export type ApiTokenRequest = z.input<typeof apiTokenRequestSchema>;

/** POST /api/api-v2-token: the spec's token response. The token itself is shown only here, once. */
export const apiTokenIssuedSchema = z.object({
  jwt: z.string(),
  issuedAt: z.string(),
});
export type ApiTokenIssued = z.infer<typeof apiTokenIssuedSchema>;

/** One token of the organisation: whose it is and what it may do (issue 32); never the token itself. */
export const apiTokenItemSchema = z.object({
  id: z.uuid(),
  owner: z.object({ id: z.uuid(), name: z.string().nullable(), email: z.string() }),
  role: memberRoleSchema,
  issuedAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** The caller's own token. */
  own: z.boolean(),
  /** Its owner is suspended: the token answers nothing until the owner is restored. */
  ownerSuspended: z.boolean(),
});
export type ApiTokenItem = z.infer<typeof apiTokenItemSchema>;

/**
 * GET /api/api-v2-token: whether the caller's token exists, when it was issued and last used (the spec's fields), and
 * every token of the organisation with its owner (issue 32); never a token itself.
 */
export const apiTokenStateSchema = z.object({
  issued: z.boolean(),
  issuedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  tokens: z.array(apiTokenItemSchema),
});
export type ApiTokenState = z.infer<typeof apiTokenStateSchema>;
