/**
 * Infrastructure enrolment (document 2 §2, route `enrollment`): the status banner, the public offer and the request.
 * Every infrastructure status other than on leads here (the menu, and /cloud without ROLE_IAS_USER).
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { hasAuthority, IAS_TEXTS } from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { ApiRequestError } from '../../lib/api-client';
import { meQuery, participationQuery } from '../../lib/session';
import { useCurrentDistributor } from './api/current-distributor';
import { useIasParticipation } from './api/ias-participation';
import { EnrollmentForm } from './components/enrollment-form';
import { StatusBanner } from './components/status-banner';
import { UnavailableNotice } from './components/unavailable-notice';
import { enrollmentView } from './utils/enrollment-view';

const SERVER_ERROR_STATUS = 500;

/** The offer's long text is a chunk of its own, read right after the page's first paint. */
const OfferText = lazy(() => import('./components/offer-text').then((m) => ({ default: m.OfferText })));

export function EnrollmentPage() {
  const queryClient = useQueryClient();
  const ias = useIasParticipation();
  const distributor = useCurrentDistributor();
  const participation = useQuery(participationQuery);
  const me = useQuery(meQuery);

  // The menu follows ROLE_IAS_USER: when the status read here says otherwise, the user's authorities are read again.
  const on = ias.data?.iasStatus === 'on';
  const holdsRole = me.data ? hasAuthority(me.data, 'ROLE_IAS_USER') : on;
  useEffect(() => {
    if (ias.isSuccess && holdsRole !== on) void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
  }, [ias.isSuccess, holdsRole, on, queryClient]);

  const title = (
    <Typography variant="h5" component="h1" gutterBottom>
      {IAS_TEXTS.title}
    </Typography>
  );

  if (ias.isPending || distributor.isPending) {
    return (
      <Paper sx={{ p: { xs: 2, sm: 4 } }}>
        {title}
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{IAS_TEXTS.loading}</Typography>
        </Box>
      </Paper>
    );
  }

  const failure = ias.error ?? distributor.error;
  if (failure) {
    return (
      <Paper sx={{ p: { xs: 2, sm: 4 } }}>
        {title}
        {failure instanceof ApiRequestError && failure.status < SERVER_ERROR_STATUS && failure.status > 0 ? (
          <Typography color="error">{errorText(failure)}</Typography>
        ) : (
          <UnavailableNotice error={failure} />
        )}
      </Paper>
    );
  }

  const contactEmail = participation.data?.publicEmail ?? null;
  const current = distributor.data?.distributor ?? null;
  const view = enrollmentView({ ias: ias.data ?? null, contactEmail, distributor: current, submitting: false });

  return (
    <Paper sx={{ p: { xs: 2, sm: 4 } }}>
      {title}
      <StatusBanner banner={view.banner} />
      <Typography variant="h6" component="p" sx={{ mb: 1 }}>
        {IAS_TEXTS.offerTitle}
      </Typography>
      <Suspense
        fallback={
          <Box sx={{ height: { xs: 360, md: 460 }, border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
            <Typography color="textSecondary">Загрузка текста оферты…</Typography>
          </Box>
        }
      >
        <OfferText />
      </Suspense>
      <EnrollmentForm key={view.state} view={view} ias={ias.data ?? null} contactEmail={contactEmail} distributor={current} />
    </Paper>
  );
}
