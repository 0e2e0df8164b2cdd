/**
 * The request under the offer (document 2 §2, §5): the distributor read-only or chosen, the contact e-mail the login
 * will be, the checkbox 'Да, согласен с офертой' and 'Продолжить' — hidden when on, disabled while sending or once a
 * status exists.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, IAS_TEXTS, type Distributor, type EnrolmentForm, type IasParticipation } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { apiErrorContent, useErrorDialog } from '../../../components/error-dialog/error-dialog-provider';
import { TextField } from '../../../components/text-field/text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { participationQuery } from '../../../lib/session';
import { iasParticipationQuery } from '../api/ias-participation';
import { useRequestAccess } from '../api/request-access';
import type { EnrollmentView } from '../utils/enrollment-view';

/** The autocomplete (MUI's Autocomplete and Popper) loads only for a partner that has no distributor yet. */
const DistributorField = lazy(() => import('./distributor-field').then((m) => ({ default: m.DistributorField })));

const FIELDS = ['publicOfferAccepted', 'distributor'] as const;

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
  const resolver = useMemo(
    () => lazyZodResolver<EnrolmentForm>(() => import('../enrollment-schema').then((m) => m.enrolmentFormSchema(view.choosesDistributor))),
    [view.choosesDistributor],
  );
  const { control, handleSubmit, setError } = useForm<EnrolmentForm>({
    resolver,
    defaultValues: { publicOfferAccepted: view.locked, distributor: null },
  });

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
      if (applyFieldErrors(error, setError, FIELDS)) return;
      const content = apiErrorContent(IAS_TEXTS.requestFailed, error, IAS_TEXTS.requestFailedHint);
      // Document 2 §8: the report of a failed access request belongs to the infrastructure project.
      showError({ ...content, details: [content.details, 'projectId: infra'].filter(Boolean).join('\n') });
    },
  });
  const submitting = request.isPending;
  const submit = view.submit === 'enabled' && submitting ? 'disabled' : view.submit;

  const handleRequest = handleSubmit((values) =>
    request.mutate({
      publicOfferAccepted: values.publicOfferAccepted,
      distributor: values.distributor ? { uniqueExchangeId: values.distributor.uniqueExchangeId } : null,
    }),
  );

  return (
    <Box component="form" onSubmit={handleRequest} noValidate aria-label="Заявка на участие в проекте 1С:ОИ" sx={{ mt: 3 }}>
      <Stack spacing={2.5}>
        {distributor ? (
          <TextField label={IAS_TEXTS.distributorCurrent} value={distributor.partner.name} slotProps={{ htmlInput: { readOnly: true } }} />
        ) : (
          view.choosesDistributor && (
            <Controller
              control={control}
              name="distributor"
              render={({ field, fieldState }) => (
                <Suspense fallback={<TextField label={IAS_TEXTS.distributorLabel} required disabled value="" />}>
                  <DistributorField
                    value={field.value ?? null}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                    inputRef={field.ref}
                  />
                </Suspense>
              )}
            />
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

        <Controller
          control={control}
          name="publicOfferAccepted"
          render={({ field, fieldState }) => (
            <Box>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{ input: { ref: field.ref } }}
                    disabled={view.locked || submitting}
                    required
                  />
                }
                label={IAS_TEXTS.offerAgree}
              />
              {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
              {ias && (
                <Typography variant="caption" color="text.secondary" component="p">
                  {IAS_TEXTS.offerAcceptedAt(formatDateTime(ias.offerAcceptedAt))}
                </Typography>
              )}
            </Box>
          )}
        />

        {submitting && (
          <Box role="status">
            <Typography variant="body2">{IAS_TEXTS.submitting}</Typography>
            <LinearProgress sx={{ mt: 1 }} />
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
