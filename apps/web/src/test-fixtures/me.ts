/**
 * The signed-in account as GET /api/me answers it, for unit tests: an account holding `authorities`; one that acts for
 * a partner or distributor is its administrator (every right) unless `role` says otherwise.
 */
import { MEMBER_ROLES, ROLE_RIGHTS, type Me, type MemberRole } from '@portal/domain';

export function aMe(authorities: string[], overrides: Partial<Me> & { role?: MemberRole | null } = {}): Me {
  const { role: askedRole, ...rest } = overrides;
  const forOrganisation = authorities.includes('ROLE_PARTNER') || authorities.includes('ROLE_DISTRIBUTOR');
  const role = askedRole !== undefined ? askedRole : forOrganisation ? MEMBER_ROLES[0] : null;
  return {
    username: 'u@test.ru',
    name: 'U',
    surname: null,
    email: 'u@test.ru',
    city: null,
    phone: null,
    partner: 'ООО «Тест»',
    partnerCode: '10001',
    authorities: authorities.map((authority) => ({ authority })),
    memberRole: role,
    rights: role ? [...ROLE_RIGHTS[role]] : [],
    ...rest,
  };
}
