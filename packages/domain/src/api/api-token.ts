/** The partner's API token (document 2, "API token"; decision 019): the shapes of its calls. */
import { z } from 'zod';

/** POST /api/api-v2-token: the spec's token response. The token itself is shown only here, once. */
export const apiTokenIssuedSchema = z.object({
  jwt: z.string(),
  issuedAt: z.string(),
});
export type ApiTokenIssued = z.infer<typeof apiTokenIssuedSchema>;

/** GET /api/api-v2-token: whether a token exists, when it was issued and last used; never the token. */
export const apiTokenStateSchema = z.object({
  issued: z.boolean(),
  issuedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiTokenState = z.infer<typeof apiTokenStateSchema>;
