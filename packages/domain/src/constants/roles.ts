/** Authorities a signed-in account can hold (the spec's ROLE_* values plus the vendor operator). */
export const AUTHORITIES = ['ROLE_PARTNER', 'ROLE_DISTRIBUTOR', 'ROLE_IAS_USER', 'ROLE_VENDOR', 'ROLE_USER'] as const;
export type Authority = (typeof AUTHORITIES)[number];

export type AuthorityHolder = { authorities: ReadonlyArray<{ authority: string }> };

/**
 * Roles are not mixed: an account holding a role on the left never acts in the roles on the right, even when it
 * holds them too (the vendor's operator decides on partners, so it is never one; a distributor supervises partners).
 */
const EXCLUDED_BY: Partial<Record<Authority, readonly Authority[]>> = {
  ROLE_VENDOR: ['ROLE_PARTNER', 'ROLE_DISTRIBUTOR'],
  ROLE_DISTRIBUTOR: ['ROLE_PARTNER'],
};

function holds(user: AuthorityHolder, authority: Authority): boolean {
  return user.authorities.some((a) => a.authority === authority);
}

/** Whether the account acts in this role: it holds it, and holds no role that excludes it. */
export function hasAuthority(user: AuthorityHolder, authority: Authority): boolean {
  if (!holds(user, authority)) return false;
  return !Object.entries(EXCLUDED_BY).some(([by, excluded]) => excluded.includes(authority) && holds(user, by as Authority));
}

/** The holder form of a plain list of authorities (as the server's caller keeps them). */
export function authorityHolder(authorities: readonly string[]): AuthorityHolder {
  return { authorities: authorities.map((authority) => ({ authority })) };
}

/** An operator or a distributor cannot apply to the partner programme. */
export function mayApplyAsPartner(user: AuthorityHolder): boolean {
  return !holds(user, 'ROLE_VENDOR') && !holds(user, 'ROLE_DISTRIBUTOR');
}
