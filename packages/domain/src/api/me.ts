import { z } from 'zod';

/** GET /api/me: the spec's user fields and authorities. */
export const meSchema = z.object({
  username: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  email: z.string(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  partner: z.string().nullable(),
  partnerCode: z.string().nullable(),
  authorities: z.array(z.object({ authority: z.string() })),
});
export type Me = z.infer<typeof meSchema>;
