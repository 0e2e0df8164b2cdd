import type { Me, Participation } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { aParticipation } from '../test-fixtures/participation';
import { decideLanding, mayEnterOffice } from './landing';
import { aMe } from '../test-fixtures/me';

const me = (...authorities: string[]): Me => aMe(authorities);

const participation = (status: Participation['status']): Participation => aParticipation({ status });

const found = (status: Participation['status']) => ({ kind: 'found', participation: participation(status) }) as const;

describe('decideLanding', () => {
  it('sends an anonymous user to the login page', () => {
    expect(decideLanding(null, { kind: 'none' }, null)).toEqual({ kind: 'login' });
  });

  it('sends an active partner to the remembered page or the service list', () => {
    expect(decideLanding(me('ROLE_PARTNER'), found('on'), null)).toEqual({ kind: 'redirect', to: '/service/list' });
    expect(decideLanding(me('ROLE_PARTNER'), found('on'), '/client/all')).toEqual({ kind: 'redirect', to: '/client/all' });
  });

  it('sends a partner’s person to its role’s start page: the Market, «Счета и акты» or the clients (issue 32)', () => {
    const person = (role: 'MANAGER' | 'ACCOUNTANT' | 'VIEWER') => aMe(['ROLE_PARTNER'], { role });
    expect(decideLanding(person('MANAGER'), found('on'), null)).toEqual({ kind: 'redirect', to: '/service/list' });
    expect(decideLanding(person('ACCOUNTANT'), found('on'), null)).toEqual({ kind: 'redirect', to: '/invoices' });
    expect(decideLanding(person('VIEWER'), found('on'), null)).toEqual({ kind: 'redirect', to: '/client/all' });
  });

  it('denies a partner’s or distributor’s account whose role is gone, instead of sending it round the office', () => {
    expect(decideLanding(aMe(['ROLE_PARTNER'], { role: null }), found('on'), null)).toEqual({ kind: 'dialog', dialog: 'accessDenied' });
    expect(decideLanding(aMe(['ROLE_DISTRIBUTOR'], { role: null }), found('on'), null)).toEqual({ kind: 'dialog', dialog: 'accessDenied' });
  });

  it.each([
    ['refused', 'refused'],
    ['off', 'off'],
    [null, 'pending'],
    ['wait', 'pending'],
  ] as const)('shows the %s participation as the %s dialog', (status, dialog) => {
    expect(decideLanding(me('ROLE_PARTNER'), found(status), null)).toEqual({ kind: 'dialog', dialog });
  });

  it('sends a distributor to the partner list', () => {
    expect(decideLanding(me('ROLE_DISTRIBUTOR'), found('on'), null)).toEqual({ kind: 'redirect', to: '/partners' });
  });

  it('denies an account that is neither partner nor distributor', () => {
    expect(decideLanding(me('ROLE_USER'), found('on'), null)).toEqual({ kind: 'dialog', dialog: 'accessDenied' });
  });

  it('offers the application form to an account that never applied', () => {
    expect(decideLanding(me('ROLE_USER'), { kind: 'none' }, null)).toEqual({ kind: 'redirect', to: '/promo?action=order' });
  });

  it('shows "service temporarily unavailable" for 500 or above, the application offer for other failures', () => {
    expect(decideLanding(me('ROLE_PARTNER'), { kind: 'failed', status: 503 }, null)).toEqual({ kind: 'dialog', dialog: 'unavailable' });
    expect(decideLanding(me('ROLE_PARTNER'), { kind: 'failed', status: 400 }, null)).toEqual({
      kind: 'dialog',
      dialog: 'offerApplication',
    });
  });

  it('sends the vendor operator to the back office', () => {
    expect(decideLanding(me('ROLE_VENDOR'), { kind: 'none' }, null)).toEqual({ kind: 'redirect', to: '/backoffice/applications' });
  });
});

describe('mayEnterOffice', () => {
  it('lets in distributors and active partners only', () => {
    expect(mayEnterOffice(me('ROLE_DISTRIBUTOR'), null)).toBe(true);
    expect(mayEnterOffice(me('ROLE_PARTNER'), participation('on'))).toBe(true);
    expect(mayEnterOffice(me('ROLE_PARTNER'), participation(null))).toBe(false);
    expect(mayEnterOffice(me('ROLE_USER'), participation('on'))).toBe(false);
  });
});
