/**
 * The request under the offer (document 2 §2, §5): the distributor read-only or chosen, the contact e-mail the login
 * will be, the checkbox 'Да, согласен с офертой' and 'Продолжить' — hidden when on, disabled while sending or once a
 * status exists. Two fields and the domain's zod-free rule: no form library on this page.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enrolmentProblems, formatDateTime, IAS_TEXTS, type Distributor, type EnrolmentField, type IasParticipation } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { apiErrorContent, useErrorDialog } from '../../../components/error-dialog/error-dialog-provider';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { participationQuery } from '../../../lib/session';
import { iasParticipationQuery } from '../api/ias-participation';
import { useRequestAccess } from '../api/request-access';
import type { EnrollmentView } from '../utils/enrollment-view';

/** The autocomplete (MUI's Autocomplete, Popper and input) loads only for a partner that has no distributor yet. */
const DistributorField = lazy(() => import('./distributor-field').then((m) => ({ default: m.DistributorField })));

type Problems = Partial<Record<EnrolmentField, string>>;

/** The API's field errors of a refused request, for the two fields of the form. */
function serverProblems(error: unknown): Problems | null {
  if (!(error instanceof ApiRequestError) || !error.details?.length) return null;
  const problems: Problems = {};
  for (const detail of error.details) {
    if (detail.field === 'publicOfferAccepted' || detail.field === 'distributor') problems[detail.field] = detail.message;
  }
  return Object.keys(problems).length > 0 ? problems : null;
}

export type EnrollmentFormProps = {
  view: EnrollmentView;
  ias: IasParticipation | null;
  contactEmail: string | null;
  distributor: Distributor | null;
};

export function EnrollmentForm({ view, ias, contactEmail, distributor }: EnrollmentFormProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { showError } = useErrorDialog();
  const [accepted, setAccepted] = useState(view.locked);
  const [chosen, setChosen] = useState<Distributor | null>(null);
  const [problems, setProblems] = useState<Problems>({});

  const request = useRequestAccess({
    onSuccess: () => toast.show(IAS_TEXTS.submitted, { severity: 'success' }),
    onError: (error) => {
      if (error instanceof ApiRequestError && error.code === 'IAS_EMAIL_REQUIRED') {
        void queryClient.invalidateQueries({ queryKey: participationQuery.queryKey });
        return;
      }
      if (error instanceof ApiRequestError && error.code === 'IAS_ALREADY_REQUESTED') {
        void queryClient.invalidateQueries({ queryKey: iasParticipationQuery.queryKey });
        return;
      }
      const fields = serverProblems(error);
      if (fields) {
        setProblems(fields);
        return;
      }
      const content = apiErrorContent(IAS_TEXTS.requestFailed, error, IAS_TEXTS.requestFailedHint);
      // Document 2 §8: the report of a failed access request belongs to the infrastructure project.
      showError({ ...content, projectId: 'infra', details: [content.details, 'projectId: infra'].filter(Boolean).join('\n') });
    },
  });
  const submitting = request.isPending;
  const submit = view.submit === 'enabled' && submitting ? 'disabled' : view.submit;

  const handleRequest = (event: FormEvent) => {
    event.preventDefault();
    const found = enrolmentProblems({ publicOfferAccepted: accepted, distributorChosen: chosen !== null }, view.choosesDistributor);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    request.mutate({ publicOfferAccepted: accepted, distributor: chosen ? { uniqueExchangeId: chosen.uniqueExchangeId } : null });
  };

  const handleAccepted = (value: boolean) => {
    setAccepted(value);
    if (value) setProblems(({ publicOfferAccepted: _, ...rest }) => rest);
  };
  const handleChosen = (value: Distributor | null) => {
    setChosen(value);
    if (value) setProblems(({ distributor: _, ...rest }) => rest);
  };

  return (
    <Box component="form" onSubmit={handleRequest} noValidate aria-label="Заявка на участие в проекте 1С:ОИ" sx={{ mt: 3 }}>
      <Stack spacing={2.5}>
        {distributor ? (
          <Typography>
            {IAS_TEXTS.distributorCurrent}: <strong>{distributor.partner.name}</strong>
          </Typography>
        ) : (
          view.choosesDistributor && (
            <Suspense fallback={<Typography color="textSecondary">{IAS_TEXTS.distributorLabel}…</Typography>}>
              <DistributorField value={chosen} onChange={handleChosen} error={problems.distributor} disabled={submitting} />
            </Suspense>
          )
        )}

        {!view.locked &&
          (view.emailMissing ? (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" href={paths.profile.href()} sx={{ whiteSpace: 'nowrap' }}>
                  {IAS_TEXTS.toProfile}
                </Button>
              }
            >
              {IAS_TEXTS.emailRequired}
            </Alert>
          ) : (
            <Typography variant="body2">
              {IAS_TEXTS.emailLabel} <strong>{contactEmail}</strong>
            </Typography>
          ))}

        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={accepted}
                onChange={(event) => handleAccepted(event.target.checked)}
                disabled={view.locked || submitting}
                required
                slotProps={{ input: { 'aria-invalid': Boolean(problems.publicOfferAccepted), 'aria-describedby': 'ias-offer-problem' } }}
              />
            }
            label={IAS_TEXTS.offerAgree}
          />
          {problems.publicOfferAccepted && (
            <Typography id="ias-offer-problem" variant="caption" color="error" component="p" role="alert">
              {problems.publicOfferAccepted}
            </Typography>
          )}
          {ias && (
            <Typography variant="caption" color="textSecondary" component="p">
              {IAS_TEXTS.offerAcceptedAt(formatDateTime(ias.offerAcceptedAt))}
            </Typography>
          )}
        </Box>

        {submitting && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <CircularProgress size={20} aria-hidden />
            <Typography variant="body2">{IAS_TEXTS.submitting}</Typography>
          </Box>
        )}

        {submit !== 'hidden' && (
          <Box>
            <Button type="submit" variant="contained" size="large" disabled={submit === 'disabled'}>
              {IAS_TEXTS.submit}
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
