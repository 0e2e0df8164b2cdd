/** Sign-in with email and password (the built-in identity); then the loader decides where to go. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { TextField } from '../../components/text-field/text-field';
import Typography from '@mui/material/Typography';
import { PASSKEY_TEXTS, SECOND_FACTOR_TEXTS, type LoginRequest, type LoginResponse, type SessionResponse } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from '../../lib/router';
import { CenteredCard } from '../../components/layout/centered-card';
import { paths } from '../../config/paths';
import { api, ApiRequestError } from '../../lib/api-client';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { enrolmentPage, passkeyErrorText, signInWithPasskey } from '../../lib/passkeys';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';

/** An invitation's page (config/paths.ts `invitation`), where a person with an account signs in to accept. */
const INVITATION_PATH = new RegExp(`^${paths.invitation.path.replace(':token', '[\\w-]+')}$`);
const isInvitationPath = (path: string) => INVITATION_PATH.test(path);

const resolver = lazyZodResolver<LoginRequest>(() => import('./auth-schemas').then((m) => m.loginRequestSchema));

export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const from = search.get('from');
  const [failure, setFailure] = useState<string | null>(null);
  // After a right password of an account with a second factor: the challenge of the second step.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);

  const enter = async () => {
    queryClient.removeQueries();
    // The operator may require a second factor this account lacks: then «Безопасность» comes first.
    const enrol = await enrolmentPage().catch(() => null);
    // An invitation (issue 32) takes the person back itself: the root would decide by a partner it has not joined yet.
    if (!enrol && from && isInvitationPath(from)) return void navigate(from, { replace: true });
    void navigate(enrol ?? `${paths.root.path}${from ? `?from=${encodeURIComponent(from)}` : ''}`, { replace: true });
  };
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const handlePasskey = async () => {
    setFailure(null);
    setPasskeyBusy(true);
    try {
      await signInWithPasskey();
      await enter();
    } catch (error) {
      setFailure(passkeyErrorText(error));
    } finally {
      setPasskeyBusy(false);
    }
  };
  const { register, handleSubmit, formState } = useForm<LoginRequest>({
    resolver,
    defaultValues: { email: '', password: '' },
  });

  const handleLogin = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await api<LoginResponse>('/auth/login', { method: 'POST', body: values });
      if ('secondFactor' in answer) setChallenge(answer.challenge);
      else await enter();
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  const handleCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!challenge) return;
    setFailure(null);
    setSending(true);
    try {
      await api<SessionResponse>('/auth/login/second-factor', { method: 'POST', body: { challenge, code } });
      await enter();
    } catch (error) {
      setFailure(errorText(error));
      // An ended challenge (time out, too many codes) starts the login again.
      if (error instanceof ApiRequestError && error.status === 401) setChallenge(null);
    } finally {
      setSending(false);
    }
  };

  if (challenge) {
    return (
      <CenteredCard title="Вход в личный кабинет">
        <Stack component="form" spacing={2} onSubmit={handleCode} noValidate aria-label={SECOND_FACTOR_TEXTS.title}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <Typography variant="body2">{SECOND_FACTOR_TEXTS.loginStep}</Typography>
          <TextField
            label={SECOND_FACTOR_TEXTS.codeOrRecovery}
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoFocus
          />
          <Button type="submit" variant="contained" size="large" disabled={sending || code.trim() === ''}>
            Войти
          </Button>
        </Stack>
      </CenteredCard>
    );
  }

  return (
    <CenteredCard title="Вход в личный кабинет">
      <Stack component="form" spacing={2} onSubmit={handleLogin} noValidate>
        {failure && <Alert severity="error">{failure}</Alert>}
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
          autoComplete="current-password"
          {...register('password')}
          error={Boolean(formState.errors.password)}
          helperText={formState.errors.password?.message}
        />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          Войти
        </Button>
        <Button variant="outlined" size="large" disabled={passkeyBusy} onClick={() => void handlePasskey()}>
          {PASSKEY_TEXTS.signIn}
        </Button>
        <Link href={paths['password.forgot'].href()} variant="body2">
          Забыли пароль?
        </Link>
        <Typography variant="body2" color="textSecondary">
          Для входа может потребоваться единая учетная запись 1С. Если у вас ее нет,{' '}
          <Link href={paths.signup.href()}>зарегистрируйтесь</Link>.
        </Typography>
        <Link href={paths.promo.href()} variant="body2">
          О партнерской программе
        </Link>
      </Stack>
    </CenteredCard>
  );
}
