import type { Me } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { paths, type RouteName } from '../config/paths';
import { rolesOf, routeRedirect } from './route-access';
import { aMe } from '../test-fixtures/me';

const me = (...authorities: string[]): Me => aMe(authorities);

const partner = me('ROLE_PARTNER');
const iasPartner = me('ROLE_PARTNER', 'ROLE_IAS_USER');
const distributor = me('ROLE_DISTRIBUTOR');
const vendor = me('ROLE_VENDOR');

const names = Object.keys(paths) as RouteName[];
const publicRoutes: RouteName[] = [
  'root',
  'promo',
  'login',
  'signup',
  'logout',
  'client.confirm',
  'ias.password',
  'password.forgot',
  'password.reset',
  'cert.check',
];
/**
 * Document 1 §2 "Left menu" and §6, document 2 §6: the distributor's partner list, tariffs, content and support, and its
 * profile with its security (issue 25: every role keeps its account).
 */
const distributorRoutes = names.filter(
  (name) =>
    name.startsWith('partners.') ||
    name.startsWith('rates.') ||
    name.startsWith('content.') ||
    name === 'feedback' ||
    name === 'profile' ||
    name === 'profile.security',
);
const infrastructureRoutes: RouteName[] = ['cloud', 'cloud.calc', 'cloud.list'];
const vendorRoutes = names.filter((name) => name.startsWith('backoffice.'));

describe('routeRedirect: each route says who may open it (the spec’s access rules)', () => {
  it('lets anyone signed in open the public pages', () => {
    for (const user of [partner, distributor, vendor, me('ROLE_USER')]) {
      for (const name of publicRoutes) expect(routeRedirect(user, paths[name].access), name).toBeNull();
    }
  });

  it('sends a distributor from every page but its own to its partner list', () => {
    for (const name of names.filter((n) => !publicRoutes.includes(n))) {
      expect(routeRedirect(distributor, paths[name].access), name).toBe(distributorRoutes.includes(name) ? null : '/partners');
    }
    // The case: the calculators are a partner's.
    expect(routeRedirect(distributor, paths.calc.access)).toBe('/partners');
    expect(routeRedirect(distributor, paths['calc.quotes'].access)).toBe('/partners');
  });

  it('sends a partner from the distributor’s and the operator’s pages to the Market', () => {
    for (const name of names.filter((n) => n.startsWith('partners.') || vendorRoutes.includes(n))) {
      expect(routeRedirect(partner, paths[name].access), name).toBe('/service/list');
    }
    for (const name of names.filter((n) => !n.startsWith('partners.') && !vendorRoutes.includes(n) && !infrastructureRoutes.includes(n))) {
      expect(routeRedirect(partner, paths[name].access), name).toBeNull();
    }
  });

  it('sends a partner without ROLE_IAS_USER from the infrastructure’s pages to enrolment, and lets one with it in', () => {
    for (const name of infrastructureRoutes) {
      expect(routeRedirect(partner, paths[name].access), name).toBe('/enrollment');
      expect(routeRedirect(iasPartner, paths[name].access), name).toBeNull();
    }
    expect(routeRedirect(partner, paths.enrollment.access)).toBeNull();
  });

  it('keeps the operator in the back office, and everyone else out of it', () => {
    for (const name of names.filter((n) => !publicRoutes.includes(n))) {
      expect(routeRedirect(vendor, paths[name].access), name).toBe(vendorRoutes.includes(name) ? null : '/backoffice/applications');
    }
    for (const name of vendorRoutes) expect(routeRedirect(distributor, paths[name].access), name).toBe('/partners');
  });

  it('sends an account in no role to the root (its access-denied dialog), and lets nobody into a route that declares nobody', () => {
    expect(routeRedirect(me('ROLE_USER'), paths['service.list'].access)).toBe('/');
    expect(routeRedirect(partner, undefined)).toBe('/service/list');
    expect(routeRedirect(distributor, [])).toBe('/partners');
  });

  it('never lets a distributor or an operator act as a partner, even holding ROLE_PARTNER', () => {
    expect(rolesOf(me('ROLE_DISTRIBUTOR', 'ROLE_PARTNER'))).toEqual(['distributor']);
    expect(rolesOf(me('ROLE_VENDOR', 'ROLE_PARTNER', 'ROLE_IAS_USER'))).toEqual(['vendor']);
  });
});
