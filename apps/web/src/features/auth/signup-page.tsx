/** Sign-up of a visitor (an account only); the partner application follows on the landing page. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { TextField } from '../../components/text-field/text-field';
import type { SessionResponse, SignupRequest } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '../../lib/router';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { CenteredCard } from '../../components/layout/centered-card';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { applyFieldErrors } from '../../lib/form-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';

const resolver = lazyZodResolver<SignupRequest>(() => import('./auth-schemas').then((m) => m.signupRequestSchema));

export function SignupPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<SignupRequest>({
    resolver,
    defaultValues: { name: '', email: '', password: '' },
  });

  const handleSignup = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await api<SessionResponse>('/auth/signup', { method: 'POST', body: values });
      queryClient.removeQueries();
      void navigate(`${paths.promo.path}?action=order`, { replace: true });
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['name', 'email', 'password'])) setFailure(errorText(error));
    }
  });

  return (
    <CenteredCard title="Регистрация">
      <Stack component="form" spacing={2} onSubmit={handleSignup} noValidate>
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextField
          label="Имя"
          autoComplete="name"
          {...register('name')}
          error={Boolean(formState.errors.name)}
          helperText={formState.errors.name?.message}
        />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          {...register('email')}
          error={Boolean(formState.errors.email)}
          helperText={formState.errors.email?.message}
        />
        <TextField
          label="Пароль"
          type="password"
          autoComplete="new-password"
          {...register('password')}
          error={Boolean(formState.errors.password)}
          helperText={formState.errors.password?.message ?? 'Не менее 8 символов'}
        />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          Зарегистрироваться
        </Button>
        <Link href={paths.login.href()} variant="body2">
          Уже есть учетная запись? Войти
        </Link>
      </Stack>
    </CenteredCard>
  );
}
