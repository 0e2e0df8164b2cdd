/** «Забыли пароль?»: the e-mail to send a recovery link to; the answer is the same whether the address is known or not. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PASSWORD_RESET_TEXTS, type PasswordResetRequest } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { CenteredCard } from '../../components/layout/centered-card';
import { TextField } from '../../components/text-field/text-field';
import { paths } from '../../config/paths';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { requestPasswordReset } from './api/account';

const resolver = lazyZodResolver<PasswordResetRequest>(() => import('./account-schemas').then((m) => m.passwordResetRequestSchema));

export function ForgotPasswordPage() {
  const send = useMutation({ mutationFn: requestPasswordReset });
  const { register, handleSubmit, formState } = useForm<PasswordResetRequest>({ resolver, defaultValues: { email: '' } });
  const handleSend = handleSubmit((values) => send.mutate(values.email));

  return (
    <CenteredCard title={PASSWORD_RESET_TEXTS.requestTitle}>
      {send.isSuccess ? (
        <Stack spacing={2}>
          <Alert severity="success">{send.data.message}</Alert>
          <Link href={paths.login.href()}>{PASSWORD_RESET_TEXTS.toLogin}</Link>
        </Stack>
      ) : (
        <Stack component="form" spacing={2} onSubmit={handleSend} noValidate aria-label={PASSWORD_RESET_TEXTS.requestTitle}>
          <Typography variant="body2">{PASSWORD_RESET_TEXTS.requestHint}</Typography>
          {send.isError && <Alert severity="error">{errorText(send.error)}</Alert>}
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            {...register('email')}
            error={Boolean(formState.errors.email)}
            helperText={formState.errors.email?.message}
          />
          <Button type="submit" variant="contained" size="large" disabled={send.isPending}>
            {PASSWORD_RESET_TEXTS.send}
          </Button>
          <Link href={paths.login.href()} variant="body2">
            {PASSWORD_RESET_TEXTS.toLogin}
          </Link>
        </Stack>
      )}
    </CenteredCard>
  );
}
