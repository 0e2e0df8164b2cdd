/** The root route: finds out who the user is and their participation, then lands them where the spec says. */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { hasAuthority } from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../../lib/router';
import { paths } from '../../config/paths';
import { ApiRequestError } from '../../lib/api-client';
import { endSession, logoutToPromo, meQuery, participationQuery, targetRoute } from '../../lib/session';
import { decideLanding, type ParticipationLookup } from '../../lib/landing';
import { LandingDialog } from './landing-dialog';

/**
 * Every visit to the root is a new decision: a quick return to it (say while the lazy page it left for is still
 * loading, so the loader never unmounted) must ask afresh rather than reuse the last visit's answers.
 */
export function LoaderPage() {
  const { key } = useLocation();
  return <Loader key={key} />;
}

function Loader() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A participation asked for before this visit (the promo page's, say) may still be on its way with an answer from
  // before an approval: this visit starts its own, so the decision below never rests on it.
  useState(() => queryClient.removeQueries({ queryKey: participationQuery.queryKey, exact: true }));
  const [search] = useSearchParams();
  const from = search.get('from');
  // The loader always asks afresh: a participation decided a minute ago must not be shown from the cache.
  const me = useQuery({ ...meQuery, staleTime: 0 });
  // The operator has no participation: the loader sends them to the back office without asking.
  const participation = useQuery({
    ...participationQuery,
    staleTime: 0,
    enabled: me.data != null && !hasAuthority(me.data, 'ROLE_VENDOR'),
  });

  // Decide only on answers fetched by this visit: a cached "under review" must not show after an approval.
  const fresh = me.isFetchedAfterMount && (participation.isFetchedAfterMount || !me.data || hasAuthority(me.data, 'ROLE_VENDOR'));
  const lookup: ParticipationLookup | null = useMemo(() => {
    if (participation.isError) {
      const status = participation.error instanceof ApiRequestError ? participation.error.status : 500;
      return { kind: 'failed', status };
    }
    if (participation.isSuccess) return participation.data ? { kind: 'found', participation: participation.data } : { kind: 'none' };
    return null;
  }, [participation.isError, participation.isSuccess, participation.error, participation.data]);

  const landing = useMemo(() => {
    if (!fresh) return null;
    if (me.isSuccess && me.data === null) return decideLanding(null, { kind: 'none' }, null);
    if (!me.data) return null;
    if (hasAuthority(me.data, 'ROLE_VENDOR')) return decideLanding(me.data, { kind: 'none' }, from);
    if (!lookup) return null;
    return decideLanding(me.data, lookup, from);
  }, [fresh, me.isSuccess, me.data, lookup, from]);

  useEffect(() => {
    if (!landing) return;
    if (landing.kind === 'login') {
      if (from) targetRoute.save(from);
      void navigate(`${paths.login.path}${from ? `?from=${encodeURIComponent(from)}` : ''}`, { replace: true });
    } else if (landing.kind === 'redirect') {
      const target = landing.to === paths['service.list'].path ? (targetRoute.take() ?? landing.to) : landing.to;
      void navigate(target, { replace: true });
    } else if (landing.dialog === 'accessDenied') {
      // The spec logs such an account out at once; the dialog stays to explain why.
      void endSession();
    }
  }, [landing, from, navigate, queryClient]);

  const handleClose = () => {
    // After an access denial the session is gone: a fresh page load forgets the user too.
    if (landing?.kind === 'dialog' && landing.dialog === 'accessDenied') logoutToPromo();
    else void navigate(paths.promo.path, { replace: true });
  };
  const handleApply = () => void navigate(`${paths.promo.path}?action=order`, { replace: true });

  if (me.isError) {
    return <LandingDialog dialog="unavailable" participation={null} onLogout={logoutToPromo} onClose={handleClose} onApply={handleApply} />;
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Box sx={{ textAlign: 'center' }}>
        <CircularProgress aria-label="Загрузка" />
        <Typography sx={{ mt: 2 }} color="textSecondary">
          Проверяем участие в партнерской программе…
        </Typography>
      </Box>
      {landing?.kind === 'dialog' && (
        <LandingDialog
          dialog={landing.dialog}
          participation={participation.data ?? null}
          onLogout={logoutToPromo}
          onClose={handleClose}
          onApply={handleApply}
        />
      )}
    </Box>
  );
}
