import { MEMBER_ROLES, type Me, type MemberRole } from '@portal/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { meQuery } from './session';
import { paths, type RouteName } from '../config/paths';
import { partnerStartPage, prefetchFor, rolesOf, routeRedirect } from './route-access';
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
  'invitation',
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
    name === 'profile.security' ||
    name === 'members',
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

/** The route whose path the address matches (its parameters filled in), for checking where a redirect leads. */
function routeAt(address: string): RouteName | undefined {
  const path = address.replace(/^#/, '').split('?')[0] ?? '';
  return names.find((name) => new RegExp(`^${paths[name].path.replace(/\/:\w+\?/g, '(?:/[^/]+)?').replace(/:\w+/g, '[^/]+')}$`).test(path));
}

const partnerOf = (role: MemberRole | null, ...more: string[]) => aMe(['ROLE_PARTNER', ...more], { role });
const distributorOf = (role: MemberRole | null) => aMe(['ROLE_DISTRIBUTOR'], { role });
const open = (user: Me, name: RouteName) => routeRedirect(user, paths[name].access, paths[name].right) === null;

describe('routeRedirect: a person of a partner opens only what its role may (issue 32)', () => {
  it('gives each route the right of the calls it exists for', () => {
    const needing = (right: string) => names.filter((name) => paths[name].right === right);
    expect(needing('orders')).toEqual(
      expect.arrayContaining(['service.list', 'service.biz', 'service.kaspersky', 'calc', 'cloud.calc', 'enrollment']),
    );
    expect(needing('billing')).toEqual(expect.arrayContaining(['details', 'invoices']));
    expect(needing('tokens')).toEqual(['token']);
    expect(needing('people')).toEqual(['members']);
    expect(needing('journal')).toEqual(['journal']);
    expect(needing('clients')).toEqual(['client.subscriptions.reg']);
  });

  it('lets the administrator open every partner page', () => {
    for (const name of names.filter((n) => !vendorRoutes.includes(n) && !n.startsWith('partners.') && !infrastructureRoutes.includes(n))) {
      expect(open(partnerOf('ADMIN'), name), name).toBe(true);
    }
  });

  it('sends the manager from money, people, tokens and the journal to the Market', () => {
    const manager = partnerOf('MANAGER');
    for (const name of ['details', 'invoices', 'home', 'token', 'members', 'journal'] as const) {
      expect(routeRedirect(manager, paths[name].access, paths[name].right), name).toBe('/service/list');
    }
    for (const name of [
      'service.list',
      'service.biz',
      'calc',
      'client.subscriptions.reg',
      'enrollment',
      'feedback',
      'lead.tabs.my',
    ] as const) {
      expect(open(manager, name), name).toBe(true);
    }
  });

  it('sends the accountant from the Market, the calculators and the registration to «Счета и акты»', () => {
    const accountant = partnerOf('ACCOUNTANT');
    for (const name of [
      'service.list',
      'service.product',
      'calc',
      'calc.quotes',
      'client.subscriptions.reg',
      'enrollment',
      'members',
    ] as const) {
      expect(routeRedirect(accountant, paths[name].access, paths[name].right), name).toBe('/invoices');
    }
    for (const name of [
      'invoices',
      'details',
      'home',
      'client.subscriptions.all',
      'client.detail.item',
      'order.list',
      'feedback',
    ] as const) {
      expect(open(accountant, name), name).toBe(true);
    }
  });

  it('lets the read-only person read lists, details and money, and sends it from everything else to the clients', () => {
    const viewer = partnerOf('VIEWER');
    for (const name of ['service.list', 'calc', 'client.subscriptions.reg', 'feedback', 'token', 'members'] as const) {
      expect(routeRedirect(viewer, paths[name].access, paths[name].right), name).toBe('/client/all');
    }
    for (const name of [
      'client.subscriptions.all',
      'subscription.all',
      'order.list',
      'lead.tabs.new',
      'details',
      'invoices',
      'rates.grm',
    ] as const) {
      expect(open(viewer, name), name).toBe(true);
    }
  });

  it('sends a person who orders nothing from the infrastructure to its start page, not to enrolment', () => {
    expect(routeRedirect(partnerOf('ACCOUNTANT'), paths['cloud.calc'].access, paths['cloud.calc'].right)).toBe('/invoices');
    expect(routeRedirect(partnerOf('VIEWER', 'ROLE_IAS_USER'), paths['cloud.calc'].access, paths['cloud.calc'].right)).toBe('/client/all');
    expect(open(partnerOf('VIEWER', 'ROLE_IAS_USER'), 'cloud.list')).toBe(true);
    expect(routeRedirect(partnerOf('MANAGER'), paths['cloud.calc'].access, paths['cloud.calc'].right)).toBe('/enrollment');
  });

  it('keeps a distributor’s people to their rights', () => {
    const viewer = distributorOf('VIEWER');
    for (const name of ['feedback', 'members'] as const) {
      expect(routeRedirect(viewer, paths[name].access, paths[name].right), name).toBe('/partners');
    }
    expect(open(viewer, 'partners.list')).toBe(true);
    expect(open(viewer, 'profile')).toBe(true);
    expect(open(distributorOf('MANAGER'), 'feedback')).toBe(true);
    expect(open(distributorOf('ADMIN'), 'members')).toBe(true);
  });

  it('sends a person whose role is gone to the root (the access-denied dialog), never round in a circle', () => {
    expect(routeRedirect(partnerOf(null), paths['service.list'].access, paths['service.list'].right)).toBe('/');
    expect(routeRedirect(partnerOf(null), paths['client.subscriptions.all'].access)).toBe('/');
    expect(routeRedirect(distributorOf(null), paths['partners.list'].access)).toBe('/');
    expect(partnerStartPage(partnerOf(null))).toBeNull();
  });

  it('never sends anyone to a page it may not open (no dead page, no loop)', () => {
    const people = [
      ...MEMBER_ROLES.flatMap((role) => [partnerOf(role), partnerOf(role, 'ROLE_IAS_USER'), distributorOf(role)]),
      vendor,
      me('ROLE_USER'),
    ];
    for (const user of people) {
      for (const name of names) {
        const target = routeRedirect(user, paths[name].access, paths[name].right);
        if (target === null || target === '/') continue;
        const landed = routeAt(target);
        expect(landed, `${user.memberRole ?? '-'} ${name} → ${target}`).toBeDefined();
        if (landed) expect(open(user, landed), `${user.memberRole ?? '-'} ${name} → ${target}`).toBe(true);
      }
    }
  });
});

describe('prefetchFor: a route loader asks early only for a person who may open the route', () => {
  const clientWith = (who: Me | null) => {
    const client = new QueryClient();
    client.setQueryData(meQuery.queryKey, who);
    return client;
  };

  it('asks for the Market’s desks for a manager, not for an accountant, and nothing for nobody signed in', () => {
    for (const [who, asked] of [
      [partnerOf('MANAGER'), true],
      [partnerOf('ACCOUNTANT'), false],
      [null, false],
    ] as const) {
      const prefetch = vi.fn();
      prefetchFor(clientWith(who), 'service.list', prefetch);
      expect(prefetch, who?.memberRole ?? 'nobody').toHaveBeenCalledTimes(asked ? 1 : 0);
    }
  });

  it('waits for GET /api/me when it is not known yet', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    try {
      const prefetch = vi.fn();
      prefetchFor(new QueryClient(), 'details', prefetch);
      await Promise.resolve();
      expect(prefetch).not.toHaveBeenCalled();
      answer(new Response(JSON.stringify(partnerOf('VIEWER'))));
      await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
