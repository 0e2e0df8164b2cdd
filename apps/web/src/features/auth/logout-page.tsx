/**
 * Where the spec's /logout link leads: the session ends by POST /api/auth/logout with the CSRF token, never by
 * opening a page. Asked for inside the app, it logs out at once and shows the landing page; opened from elsewhere,
 * it asks first.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from '../../lib/router';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { CenteredCard } from '../../components/layout/centered-card';
import { paths } from '../../config/paths';
import { endSession, forgetUser, logoutIntent } from '../../lib/session';

export function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [intended] = useState(() => logoutIntent.take());
  const logout = useMutation({
    mutationFn: endSession,
    onSuccess: () => {
      forgetUser(queryClient);
      void navigate(paths.promo.path, { replace: true });
    },
  });
  const { mutate } = logout;

  useEffect(() => {
    if (intended) mutate();
  }, [intended, mutate]);

  const waiting = logout.isPending || logout.isSuccess || (intended && logout.isIdle);
  return (
    <CenteredCard title={paths.logout.title}>
      {waiting ? (
        <Stack sx={{ py: 2, alignItems: 'center' }}>
          <CircularProgress aria-label="Выход" />
        </Stack>
      ) : (
        <Stack spacing={2}>
          {logout.isError && <Alert severity="error">{errorText(logout.error)}</Alert>}
          <Typography>Выйти из личного кабинета?</Typography>
          <Stack direction="row" spacing={2}>
            <Button variant="contained" onClick={() => mutate()}>
              Выйти
            </Button>
            <Button onClick={() => void navigate(paths.root.path, { replace: true })}>Отмена</Button>
          </Stack>
        </Stack>
      )}
    </CenteredCard>
  );
}
