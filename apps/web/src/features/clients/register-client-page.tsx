/** 'Новый клиент': registration with a checked INN and login, the spec's codes shown in 'Ошибка при регистрации'. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { TextField } from '../../components/text-field/text-field';
import Typography from '@mui/material/Typography';
import {
  CUSTOMER_ERRORS,
  CUSTOMER_MESSAGES,
  INN_MAX_LENGTH,
  INN_MIN_CHECK_LENGTH,
  innFormatProblem,
  type CustomerErrorCode,
  type CustomerRegistration,
  type Organisation,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from '../../lib/router';
import { apiErrorContent, useErrorDialog } from '../../components/error-dialog/error-dialog-provider';
import { ApiRequestError } from '../../lib/api-client';
import { checkInn, leadForRegistrationQuery, registerCustomer } from './api/customers';
import { ClientAreaTabs } from '../../components/layout/client-area-tabs';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import type { RegistrationOutcome as Outcome } from './components/registration-result-dialog';
import { useLoginCheck } from './hooks/use-login-check';

const resolver = lazyZodResolver<CustomerRegistration>(() => import('./registration-schema').then((m) => m.customerRegistrationSchema));

const EMPTY: CustomerRegistration = { inn: '', email: '', phone: '', onecUsername: '', responsible: '', numberOfEmloyees: undefined };

// The result dialog is asked for as soon as the page's code runs, after the page rather than with it.
const dialogLoading = import('./components/registration-result-dialog');
const RegistrationResultDialog = lazy(() => dialogLoading.then((m) => ({ default: m.RegistrationResultDialog })));

/** The message of the registration failure dialog for a server answer. */
export function registrationFailure(error: unknown): Outcome {
  if (error instanceof ApiRequestError && error.code === 'CUSTOMER_REJECTED') return { kind: 'rejected' };
  if (error instanceof ApiRequestError && error.code === 'ERR_004')
    return { kind: 'failed', message: CUSTOMER_ERRORS.ERR_004, instruction: true };
  if (error instanceof ApiRequestError && error.code in CUSTOMER_ERRORS)
    return { kind: 'failed', message: CUSTOMER_ERRORS[error.code as CustomerErrorCode] };
  if (error instanceof ApiRequestError && error.status === 406) return { kind: 'failed', message: CUSTOMER_MESSAGES.loginPartner };
  return { kind: 'failed', message: CUSTOMER_MESSAGES.registrationFailedGeneric };
}

/** Only http(s) pages may be returned to after registration. */
function safeBackUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function RegisterClientPage() {
  const queryClient = useQueryClient();
  const { showError } = useErrorDialog();
  const [search] = useSearchParams();
  const backUrl = safeBackUrl(search.get('fromRegCfgBackUrl'));
  // From 'Мои лиды': the lead's data fill the form, and the registration records the client the lead became.
  const leadId = search.get('leadId') ?? undefined;
  const lead = useQuery({ ...leadForRegistrationQuery(leadId ?? ''), enabled: Boolean(leadId) });
  const [checked, setChecked] = useState<Organisation | null>(null);
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const { register, control, handleSubmit, reset, setError, formState } = useForm<CustomerRegistration>({
    resolver,
    defaultValues: EMPTY,
  });
  useEffect(() => {
    if (!lead.data) return;
    reset({
      ...EMPTY,
      inn: lead.data.inn ?? '',
      email: lead.data.email ?? '',
      phone: lead.data.phone ?? '',
      responsible: lead.data.responsible ?? '',
    });
  }, [lead.data, reset]);
  const inn = useWatch({ control, name: 'inn' }) ?? '';
  const login = useLoginCheck(useWatch({ control, name: 'onecUsername' }) ?? '');
  const innFormatError = inn ? innFormatProblem(inn) : undefined;
  const innCheckable = inn.length >= INN_MIN_CHECK_LENGTH && !innFormatError;
  const innVerified = checked !== null && checked.inn === inn;

  const save = useMutation({
    mutationFn: registerCustomer,
    onSuccess: (customer) => {
      setOutcome({ kind: 'registered', customer });
      setChecked(null);
      reset(EMPTY);
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
      if (leadId) void queryClient.invalidateQueries({ queryKey: ['leads'] });
    },
    onError: (error) => setOutcome(registrationFailure(error)),
  });

  const handleCheckInn = async () => {
    setChecking(true);
    try {
      setChecked(await checkInn(inn));
    } catch (error) {
      setChecked(null);
      showError(apiErrorContent(CUSTOMER_MESSAGES.innCheckFailedTitle, error));
    } finally {
      setChecking(false);
    }
  };

  const handleRegister = handleSubmit((values) => {
    if (values.inn && !innVerified) {
      setError('inn', { type: 'manual', message: CUSTOMER_MESSAGES.innNotChecked });
      return;
    }
    if (login.phase === 'invalid' || login.phase === 'checking') return;
    save.mutate(lead.data ? { ...values, leadId: lead.data.id } : values);
  });

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Новый клиент
      </Typography>
      <ClientAreaTabs />
      {lead.data && (
        <Alert severity="info" sx={{ mb: 2, maxWidth: 760 }}>
          Регистрация клиента по лиду «{lead.data.name}»: данные лида уже в форме.
        </Alert>
      )}
      {lead.isError && (
        <Alert severity="warning" sx={{ mb: 2, maxWidth: 760 }}>
          Лид не найден: заполните данные клиента вручную.
        </Alert>
      )}
      <Box component="form" onSubmit={handleRegister} noValidate aria-label="Регистрация клиента" sx={{ maxWidth: 760 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
              <Controller
                control={control}
                name="inn"
                render={({ field, fieldState }) => (
                  <TextField
                    label="ИНН"
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, INN_MAX_LENGTH))}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: INN_MAX_LENGTH } }}
                    error={Boolean(fieldState.error ?? innFormatError)}
                    helperText={fieldState.error?.message ?? innFormatError ?? 'Необязательно. 10 цифр для организации, 12 — для ИП'}
                    sx={{ flexGrow: 1 }}
                  />
                )}
              />
              <Button variant="outlined" onClick={handleCheckInn} disabled={!innCheckable || checking} sx={{ height: 56 }}>
                {checking ? <CircularProgress size={20} aria-label="Проверка ИНН" /> : 'Проверить'}
              </Button>
            </Stack>
            {innVerified && (
              <Alert severity="success" sx={{ mt: 1 }}>
                {checked.name}
                {checked.kpp ? `, КПП ${checked.kpp}` : ''}
                {checked.city ? `, ${checked.city}` : ''}
              </Alert>
            )}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              required
              label="E-mail"
              type="email"
              {...register('email')}
              error={Boolean(formState.errors.email)}
              helperText={formState.errors.email?.message}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              required
              label="Телефон"
              type="tel"
              {...register('phone')}
              error={Boolean(formState.errors.phone)}
              helperText={formState.errors.phone?.message}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              label="Логин"
              {...register('onecUsername')}
              error={login.phase === 'invalid'}
              helperText={
                login.phase === 'checking'
                  ? 'Проверка логина…'
                  : login.phase === 'idle'
                    ? 'Необязательно: существующая учетная запись клиента'
                    : login.message
              }
              color={login.phase === 'valid' ? 'success' : undefined}
              focused={login.phase === 'valid' ? true : undefined}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              required
              label="Контактное лицо"
              {...register('responsible')}
              error={Boolean(formState.errors.responsible)}
              helperText={formState.errors.responsible?.message}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              label="Количество сотрудников"
              type="number"
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
              {...register('numberOfEmloyees', { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) })}
              error={Boolean(formState.errors.numberOfEmloyees)}
              helperText={formState.errors.numberOfEmloyees?.message}
            />
          </Grid>
          <Grid size={{ xs: 12 }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={save.isPending}
              startIcon={save.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              Зарегистрировать
            </Button>
          </Grid>
        </Grid>
      </Box>

      <Suspense fallback={null}>
        <RegistrationResultDialog outcome={outcome} backUrl={backUrl} onClose={() => setOutcome(null)} />
      </Suspense>
    </Paper>
  );
}
