/**
 * Where a user lands after signing in (document 1 §4, "at login"): a pure decision from
 * the user and the participation lookup, so every branch is tested without a browser.
 */
import { hasAuthority, type Me, type Participation } from '@portal/domain';
import { paths } from '../config/paths';
import { holdsRight, partnerStartPage } from './route-access';

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
  // A person of a partner or distributor whose role is gone (issue 32) may read nothing there.
  if (hasAuthority(me, 'ROLE_DISTRIBUTOR')) {
    return holdsRight(me, 'view') ? { kind: 'redirect', to: paths['partners.list'].path } : { kind: 'dialog', dialog: 'accessDenied' };
  }
  const start = partnerStartPage(me);
  if (lookup.kind === 'none') return { kind: 'redirect', to: `${paths.promo.path}?action=order` };
  if (!hasAuthority(me, 'ROLE_PARTNER') || !start) return { kind: 'dialog', dialog: 'accessDenied' };
  switch (lookup.participation.status) {
    case 'on':
      // The start page of the person's role (the Market for those who order); the office guard checks the target.
      return { kind: 'redirect', to: target ?? start };
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
