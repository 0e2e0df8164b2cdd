/**
 * A partner (or a distributor) is a company of people (issue 32): each person holds one role, and each role is a
 * fixed set of rights. The server checks a route's right for every call; the menus offer only what the role may do.
 * This table is the one place the roles are defined.
 */

/** What a person of the organisation may do. `view` is every list and detail; the others change something or read money. */
export const RIGHTS = [
  'view',
  'clients',
  'orders',
  'leads',
  'billing',
  'acts',
  'support',
  'locks',
  'profile',
  'people',
  'tokens',
  'webhooks',
  'journal',
] as const;
export type Right = (typeof RIGHTS)[number];

export const MEMBER_ROLES = ['ADMIN', 'MANAGER', 'ACCOUNTANT', 'VIEWER'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = {
  ADMIN: 'Администратор',
  MANAGER: 'Менеджер',
  ACCOUNTANT: 'Бухгалтер',
  VIEWER: 'Только просмотр',
};

/**
 * The rights of each role. «Администратор» — everything; «Менеджер» — clients, the Market and orders,
 * subscriptions, leads, calculators (and, at a distributor, blocking partners), no money, people or tokens;
 * «Бухгалтер» — billing, invoices and acts, read-only elsewhere; «Только просмотр» — reads only (billing among them).
 */
export const ROLE_RIGHTS: Record<MemberRole, readonly Right[]> = {
  ADMIN: RIGHTS,
  MANAGER: ['view', 'clients', 'orders', 'leads', 'support', 'locks'],
  ACCOUNTANT: ['view', 'billing', 'acts', 'support'],
  VIEWER: ['view', 'billing'],
};

/** The roles a distributor's people hold: it has no invoices of its own to pay. */
export const DISTRIBUTOR_MEMBER_ROLES: readonly MemberRole[] = ['ADMIN', 'MANAGER', 'VIEWER'];

/** The rights that change nothing: a role made of these only is read-only. */
export const READ_RIGHTS: readonly Right[] = ['view', 'billing'];

export function roleHasRight(role: MemberRole | null | undefined, right: Right): boolean {
  return role != null && ROLE_RIGHTS[role].includes(right);
}

/**
 * What a call may do: the person's role, narrowed by the role of the API token it came with (a token never carries
 * more than its owner holds now, so demoting the owner narrows the token at once).
 */
export function mayDo(memberRole: MemberRole | null | undefined, right: Right, tokenRole?: MemberRole | null): boolean {
  if (!roleHasRight(memberRole, right)) return false;
  return tokenRole === undefined || tokenRole === null || roleHasRight(tokenRole, right);
}

/** Every right of `role` is also one of `holder`'s: a token of that role may be issued by that person. */
export function roleWithin(role: MemberRole, holder: MemberRole): boolean {
  return ROLE_RIGHTS[role].every((right) => ROLE_RIGHTS[holder].includes(right));
}

/** The roles an organisation of this kind offers its people. */
export function memberRolesFor(kind: 'partner' | 'distributor'): readonly MemberRole[] {
  return kind === 'distributor' ? DISTRIBUTOR_MEMBER_ROLES : MEMBER_ROLES;
}
