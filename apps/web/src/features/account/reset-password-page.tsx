/**
 * The page behind the recovery letter's single-use link: a new password, twice. A used, expired or replaced link says
 * so and offers a new one; afterwards every session has ended, so the way on is the login page.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { PASSWORD_RESET_TEXTS, type PasswordResetForm } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useSearchParams } from '../../lib/router';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { CenteredCard } from '../../components/layout/centered-card';
import { TextField } from '../../components/text-field/text-field';
import { paths } from '../../config/paths';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { checkPasswordReset, completePasswordReset } from './api/account';

const resolver = lazyZodResolver<PasswordResetForm>(() => import('./account-schemas').then((m) => m.passwordResetFormSchema));

export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const queryClient = useQueryClient();
  const link = useQuery({
    queryKey: ['password-reset', token],
    queryFn: () => checkPasswordReset(token),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
  });
  const save = useMutation({
    mutationFn: completePasswordReset,
    // Every session of the account has ended, this browser's too.
    onSuccess: () => queryClient.removeQueries(),
  });
  const { register, handleSubmit, formState } = useForm<PasswordResetForm>({ resolver, defaultValues: { password: '', repeat: '' } });
  const handleSave = handleSubmit((values) => save.mutate({ token, password: values.password }));
  const again = (
    <Button variant="outlined" href={paths['password.forgot'].href()}>
      {PASSWORD_RESET_TEXTS.requestAgain}
    </Button>
  );

  return (
    <CenteredCard title={PASSWORD_RESET_TEXTS.resetTitle}>
      {!token && (
        <Stack spacing={2}>
          <Alert severity="error">{PASSWORD_RESET_TEXTS.unknown}</Alert>
          {again}
        </Stack>
      )}
      {link.isLoading && <CircularProgress aria-label="Проверка ссылки" />}
      {link.isError && (
        <Stack spacing={2}>
          <Alert severity="error">{errorText(link.error)}</Alert>
          {again}
        </Stack>
      )}
      {save.isSuccess && (
        <Stack spacing={2}>
          <Alert severity="success">{PASSWORD_RESET_TEXTS.done}</Alert>
          <Button variant="contained" href={paths.login.href()}>
            {PASSWORD_RESET_TEXTS.toLogin}
          </Button>
        </Stack>
      )}
      {link.data && !save.isSuccess && (
        <Stack component="form" spacing={2} onSubmit={handleSave} noValidate aria-label={PASSWORD_RESET_TEXTS.resetTitle}>
          <TextField
            label="Новый пароль"
            type="password"
            autoComplete="new-password"
            required
            {...register('password')}
            error={Boolean(formState.errors.password)}
            helperText={formState.errors.password?.message}
          />
          <TextField
            label="Повторите новый пароль"
            type="password"
            autoComplete="new-password"
            required
            {...register('repeat')}
            error={Boolean(formState.errors.repeat)}
            helperText={formState.errors.repeat?.message}
          />
          {save.isError && <Alert severity="error">{errorText(save.error)}</Alert>}
          {save.isError && save.error instanceof Error && 'status' in save.error && save.error.status === 410 && again}
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {PASSWORD_RESET_TEXTS.save}
          </Button>
        </Stack>
      )}
    </CenteredCard>
  );
}
