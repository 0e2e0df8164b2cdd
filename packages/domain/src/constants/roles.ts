/** Authorities a signed-in account can hold (the spec's ROLE_* values plus the vendor operator). */
export const AUTHORITIES = ['ROLE_PARTNER', 'ROLE_DISTRIBUTOR', 'ROLE_IAS_USER', 'ROLE_VENDOR', 'ROLE_USER'] as const;
export type Authority = (typeof AUTHORITIES)[number];

export type AuthorityHolder = { authorities: ReadonlyArray<{ authority: string }> };

export function hasAuthority(user: AuthorityHolder, authority: Authority): boolean {
  return user.authorities.some((a) => a.authority === authority);
}
