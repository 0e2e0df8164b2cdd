/** The pages' test of a right follows /api/me's rights: every role offers what its rights say, nobody signed in nothing. */
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { MEMBER_ROLES, RIGHTS, ROLE_RIGHTS, type Right } from '@portal/domain';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { aMe } from '../test-fixtures/me';
import { signedInClient } from '../test-fixtures/signed-in';
import { can, useCan, useRights } from './rights';

describe('can', () => {
  it.each(MEMBER_ROLES)('gives a %s exactly the rights of its role', (role) => {
    const me = aMe(['ROLE_PARTNER'], { role });
    const held = RIGHTS.filter((right) => can(me, right));
    expect(held).toEqual(RIGHTS.filter((right) => ROLE_RIGHTS[role].includes(right)));
  });

  it('follows the rights /api/me names, not the role (a token narrows them)', () => {
    const me = { ...aMe(['ROLE_PARTNER'], { role: 'ADMIN' }), rights: ['view'] as Right[] };
    expect(can(me, 'view')).toBe(true);
    expect(can(me, 'orders')).toBe(false);
  });

  it('gives nobody signed in, and an account of no organisation, nothing', () => {
    for (const right of RIGHTS) {
      expect(can(null, right)).toBe(false);
      expect(can(undefined, right)).toBe(false);
      expect(can(aMe(['ROLE_USER']), right)).toBe(false);
    }
  });
});

describe('useCan and useRights', () => {
  const wrapperOf = (role: 'ACCOUNTANT' | 'MANAGER') => {
    const client = signedInClient(role);
    return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };

  it('read the cached /api/me', () => {
    const accountant = renderHook(() => [useCan('acts'), useCan('orders'), useRights()('billing')], { wrapper: wrapperOf('ACCOUNTANT') });
    expect(accountant.result.current).toEqual([true, false, true]);
    const manager = renderHook(() => [useCan('acts'), useCan('orders'), useRights()('billing')], { wrapper: wrapperOf('MANAGER') });
    expect(manager.result.current).toEqual([false, true, false]);
  });
});
