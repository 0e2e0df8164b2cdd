/**
 * Where a user lands after signing in (document 1 §4, "at login"): a pure decision from
 * the user and the participation lookup, so every branch is tested without a browser.
 */
import { hasAuthority, type Me, type Participation } from '@portal/domain';
import { paths } from '../config/paths';

export type ParticipationLookup = { kind: 'found'; participation: Participation } | { kind: 'none' } | { kind: 'failed'; status: number };

export type LandingDialog = 'refused' | 'off' | 'pending' | 'accessDenied' | 'unavailable' | 'offerApplication';

export type Landing = { kind: 'login' } | { kind: 'redirect'; to: string } | { kind: 'dialog'; dialog: LandingDialog };

const SERVER_ERROR_STATUS = 500;

export function decideLanding(me: Me | null, lookup: ParticipationLookup, target: string | null): Landing {
  if (!me) return { kind: 'login' };
  if (hasAuthority(me, 'ROLE_VENDOR')) return { kind: 'redirect', to: paths['backoffice.applications'].path };
  if (lookup.kind === 'failed') {
    return { kind: 'dialog', dialog: lookup.status >= SERVER_ERROR_STATUS ? 'unavailable' : 'offerApplication' };
  }
  if (hasAuthority(me, 'ROLE_DISTRIBUTOR')) return { kind: 'redirect', to: paths['partners.list'].path };
  if (lookup.kind === 'none') return { kind: 'redirect', to: `${paths.promo.path}?action=order` };
  if (!hasAuthority(me, 'ROLE_PARTNER')) return { kind: 'dialog', dialog: 'accessDenied' };
  switch (lookup.participation.status) {
    case 'on':
      return { kind: 'redirect', to: target ?? paths['service.list'].path };
    case 'refused':
      return { kind: 'dialog', dialog: 'refused' };
    case 'off':
      return { kind: 'dialog', dialog: 'off' };
    case 'wait':
    case null:
      return { kind: 'dialog', dialog: 'pending' };
  }
}

/** Office pages are open to distributors and to partners whose participation is on. */
export function mayEnterOffice(me: Me, participation: Participation | null): boolean {
  if (hasAuthority(me, 'ROLE_DISTRIBUTOR')) return true;
  return hasAuthority(me, 'ROLE_PARTNER') && participation?.status === 'on';
}

/** Sections only a partner works in (their calls need an active partner); a distributor opening one lands on its own page. */
const PARTNER_ONLY_SECTIONS = new Set(
  (
    [
      'home',
      'client',
      'service',
      'subscription.all',
      'order.detail',
      'lead.tabs.new',
      'cloud',
      'enrollment',
      'details',
      'admin',
      'token',
    ] as const
  ).map((name) => paths[name].path.split('/')[1]),
);

/** The infrastructure's own pages (cloud.calc, cloud.list and /cloud): only ROLE_IAS_USER opens them. */
const INFRASTRUCTURE_SECTION = paths.cloud.path.split('/')[1];

/**
 * Document 2 §2: an infrastructure status other than on leads to enrolment. A partner without ROLE_IAS_USER (the
 * authority granted exactly while the status is on) who opens a cloud page lands on the enrolment page instead.
 */
export function infrastructureRedirect(me: Me, pathname: string): string | null {
  if (pathname.split('/')[1] !== INFRASTRUCTURE_SECTION) return null;
  return hasAuthority(me, 'ROLE_IAS_USER') ? null : paths.enrollment.path;
}

/** Where a distributor who opened this office page goes instead, or null when the page is theirs too. */
export function distributorRedirect(me: Me, pathname: string): string | null {
  if (!hasAuthority(me, 'ROLE_DISTRIBUTOR')) return null;
  return PARTNER_ONLY_SECTIONS.has(pathname.split('/')[1]) ? paths['partners.list'].path : null;
}
