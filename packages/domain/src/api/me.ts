import { z } from 'zod';
import { MEMBER_ROLES, RIGHTS } from '../team/roles.ts';

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
  /** The person's role in its partner or distributor, and what it may do there (issue 32): the menus offer only that. */
  memberRole: z.enum(MEMBER_ROLES).nullable(),
  rights: z.array(z.enum(RIGHTS)),
});
export type Me = z.infer<typeof meSchema>;
