/**
 * «Безопасность» (decision 034): change the password with the current one, and the account's active sessions, each
 * with «Завершить», and «Завершить все, кроме текущего». The same page for partners, distributors and operators.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  ACCOUNT_SECURITY_TEXTS as TEXTS,
  formatDateTime,
  hasAuthority,
  type AccountSession,
  type ChangePasswordForm,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { TextField } from '../../components/text-field/text-field';
import { useToast } from '../../components/toast/toast-provider';
import { ApiRequestError } from '../../lib/api-client';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { meQuery } from '../../lib/session';
import { accountSessionsQuery, changePassword, endOtherSessions, endSession } from './api/account';
import { PasskeysSection } from './components/passkeys-section';
import { RequireSecondFactorSection } from './components/require-second-factor-section';
import { SecondFactorResetSection } from './components/second-factor-reset-section';
import { SecondFactorSection } from './components/second-factor-section';
import { SecuritySection } from './components/security-section';

export function SecurityPage() {
  const me = useQuery(meQuery);
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        {TEXTS.pageTitle}
      </Typography>
      {me.data && <PasswordChange email={me.data.email} />}
      <SecondFactorSection />
      <PasskeysSection />
      <Sessions />
      {me.data && hasAuthority(me.data, 'ROLE_VENDOR') && <RequireSecondFactorSection />}
      {me.data && hasAuthority(me.data, 'ROLE_VENDOR') && <SecondFactorResetSection />}
      <Alert severity="info">{TEXTS.apiTokensNote}</Alert>
    </Stack>
  );
}

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', repeat: '' };

function PasswordChange({ email }: { email: string }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const resolver = useMemo(
    () => lazyZodResolver<ChangePasswordForm>(() => import('./account-schemas').then((m) => m.changePasswordFormSchema(email))),
    [email],
  );
  const { register, handleSubmit, formState, reset, setError } = useForm<ChangePasswordForm>({ resolver, defaultValues: EMPTY });
  const save = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      reset(EMPTY);
      toast.show(TEXTS.passwordChanged, { severity: 'success' });
      void queryClient.invalidateQueries({ queryKey: accountSessionsQuery.queryKey });
    },
    onError: (error) => {
      // A field's refusal (the current password, the same password) shows under its field.
      for (const detail of error instanceof ApiRequestError ? (error.details ?? []) : []) {
        if (detail.field === 'currentPassword' || detail.field === 'newPassword') setError(detail.field, { message: detail.message });
      }
    },
  });
  const handleSave = handleSubmit((values) => save.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword }));
  const fieldError = save.error instanceof ApiRequestError && (save.error.details ?? []).length > 0;

  return (
    <SecuritySection title={TEXTS.changePassword}>
      <Box component="form" onSubmit={handleSave} noValidate aria-label={TEXTS.changePassword} sx={{ maxWidth: 420 }}>
        <Stack spacing={2}>
          {/* The login, for password managers to store with the new password. */}
          <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
          <TextField
            label={TEXTS.currentPassword}
            type="password"
            autoComplete="current-password"
            required
            {...register('currentPassword')}
            error={Boolean(formState.errors.currentPassword)}
            helperText={formState.errors.currentPassword?.message}
          />
          <TextField
            label={TEXTS.newPassword}
            type="password"
            autoComplete="new-password"
            required
            {...register('newPassword')}
            error={Boolean(formState.errors.newPassword)}
            helperText={formState.errors.newPassword?.message}
          />
          <TextField
            label={TEXTS.repeatPassword}
            type="password"
            autoComplete="new-password"
            required
            {...register('repeat')}
            error={Boolean(formState.errors.repeat)}
            helperText={formState.errors.repeat?.message}
          />
          {save.isError && !fieldError && <Alert severity="error">{errorText(save.error)}</Alert>}
          <Box>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {TEXTS.savePassword}
            </Button>
          </Box>
        </Stack>
      </Box>
    </SecuritySection>
  );
}

function Sessions() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const sessions = useQuery(accountSessionsQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountSessionsQuery.queryKey });
  const fail = (error: unknown) => {
    toast.show(errorText(error), { severity: 'error' });
    void refresh();
  };
  const end = useMutation({
    mutationFn: endSession,
    onSuccess: () => {
      toast.show(TEXTS.sessionEnded, { severity: 'success' });
      void refresh();
    },
    onError: fail,
  });
  const endOthers = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: (result) => {
      toast.show(TEXTS.othersEnded(result.ended), { severity: 'success' });
      void refresh();
    },
    onError: fail,
  });
  const items = sessions.data?.items ?? [];
  const others = items.filter((s) => !s.current).length;

  return (
    <SecuritySection title={TEXTS.sessions} hint={TEXTS.sessionsHint}>
      {sessions.isError && <Alert severity="error">{errorText(sessions.error)}</Alert>}
      {sessions.isPending && <Typography>Загрузка…</Typography>}
      {sessions.data && (
        <TableContainer>
          <Table size="small" aria-label={TEXTS.sessions}>
            <TableHead>
              <TableRow>
                <TableCell>{TEXTS.browser}</TableCell>
                <TableCell>{TEXTS.address}</TableCell>
                <TableCell>{TEXTS.lastUsed}</TableCell>
                <TableCell>{TEXTS.signedIn}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((session) => (
                <SessionRow key={session.id} session={session} ending={end.isPending && end.variables === session.id} onEnd={end.mutate} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {sessions.data &&
        (others > 0 ? (
          <Button sx={{ mt: 2 }} variant="outlined" color="error" disabled={endOthers.isPending} onClick={() => endOthers.mutate()}>
            {TEXTS.endOthers}
          </Button>
        ) : (
          <Typography variant="body2" sx={{ mt: 2 }}>
            {TEXTS.noOtherSessions}
          </Typography>
        ))}
    </SecuritySection>
  );
}

type SessionRowProps = { session: AccountSession; ending: boolean; onEnd: (id: string) => void };

function SessionRow({ session, ending, onEnd }: SessionRowProps) {
  return (
    <TableRow>
      <TableCell>{session.browser}</TableCell>
      <TableCell>{session.address ?? TEXTS.unknownAddress}</TableCell>
      <TableCell>{formatDateTime(session.lastUsedAt)}</TableCell>
      <TableCell>{formatDateTime(session.createdAt)}</TableCell>
      <TableCell align="right">
        {session.current ? (
          <Chip size="small" color="primary" label={TEXTS.thisSession} />
        ) : (
          <Button
            size="small"
            color="error"
            disabled={ending}
            onClick={() => onEnd(session.id)}
            aria-label={`${TEXTS.endSession}: ${session.browser}`}
          >
            {TEXTS.endSession}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}
