/**
 * The public page behind the infrastructure letter's single-use link (decision 016): it names the login and lets its
 * holder set the password once; a used, expired or replaced link says so.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, IAS_PASSWORD_TEXTS, type IasPasswordForm } from '@portal/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useSearchParams } from '../../lib/router';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { CenteredCard } from '../../components/layout/centered-card';
import { TextField } from '../../components/text-field/text-field';
import { paths } from '../../config/paths';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { checkPasswordLink, setIasPassword } from './api/password-link';

const resolver = lazyZodResolver<IasPasswordForm>(() => import('./enrollment-schema').then((m) => m.iasPasswordFormSchema));

export function PasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const link = useQuery({
    queryKey: ['ias', 'password-link', token],
    queryFn: () => checkPasswordLink(token),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
  });
  const save = useMutation({ mutationFn: setIasPassword });
  const { register, handleSubmit, formState } = useForm<IasPasswordForm>({ resolver, defaultValues: { password: '', repeat: '' } });

  const handleSave = handleSubmit((values) => save.mutate({ token, password: values.password }));

  return (
    <CenteredCard title={IAS_PASSWORD_TEXTS.title}>
      {!token && <Alert severity="error">{IAS_PASSWORD_TEXTS.noToken}</Alert>}
      {link.isLoading && <CircularProgress aria-label="Проверка ссылки" />}
      {link.isError && <Alert severity="error">{errorText(link.error)}</Alert>}
      {save.isSuccess && (
        <Stack spacing={2}>
          <Alert severity="success">{IAS_PASSWORD_TEXTS.saved(save.data.login)}</Alert>
          <Button variant="contained" href={paths['cloud.calc'].href()}>
            {IAS_PASSWORD_TEXTS.toOffice}
          </Button>
        </Stack>
      )}
      {link.data && !save.isSuccess && (
        <Box component="form" onSubmit={handleSave} noValidate aria-label={IAS_PASSWORD_TEXTS.title}>
          <Stack spacing={2}>
            <Typography>{IAS_PASSWORD_TEXTS.intro(link.data.login)}</Typography>
            <Typography variant="body2" color="textSecondary">
              {IAS_PASSWORD_TEXTS.validUntil(formatDateTime(link.data.expiresAt))}
            </Typography>
            {/* The login, for password managers to store with the new password. */}
            <input type="text" name="username" autoComplete="username" value={link.data.login} readOnly hidden />
            <TextField
              label={IAS_PASSWORD_TEXTS.password}
              type="password"
              autoComplete="new-password"
              required
              {...register('password')}
              error={Boolean(formState.errors.password)}
              helperText={formState.errors.password?.message}
            />
            <TextField
              label={IAS_PASSWORD_TEXTS.repeat}
              type="password"
              autoComplete="new-password"
              required
              {...register('repeat')}
              error={Boolean(formState.errors.repeat)}
              helperText={formState.errors.repeat?.message}
            />
            {save.isError && <Alert severity="error">{errorText(save.error)}</Alert>}
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {IAS_PASSWORD_TEXTS.save}
            </Button>
          </Stack>
        </Box>
      )}
    </CenteredCard>
  );
}
