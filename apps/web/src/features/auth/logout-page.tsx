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
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { CenteredCard } from '../../components/layout/centered-card';
import { paths } from '../../config/paths';
import { endSession, forgetUser, logoutIntent } from '../../lib/session';

export function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [intended] = useState(() => logoutIntent.take());
  const [pending, setPending] = useState(intended);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  const logOut = useCallback(async () => {
    if (started.current) return;
    started.current = true;
    setPending(true);
    setFailure(null);
    try {
      await endSession();
      forgetUser(queryClient);
      void navigate(paths.promo.path, { replace: true });
    } catch (error) {
      started.current = false;
      setPending(false);
      setFailure(errorText(error));
    }
  }, [navigate, queryClient]);

  useEffect(() => {
    if (intended) void logOut();
  }, [intended, logOut]);

  return (
    <CenteredCard title={paths.logout.title}>
      {pending ? (
        <Stack sx={{ py: 2, alignItems: 'center' }}>
          <CircularProgress aria-label="Выход" />
        </Stack>
      ) : (
        <Stack spacing={2}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <Typography>Выйти из личного кабинета?</Typography>
          <Stack direction="row" spacing={2}>
            <Button variant="contained" onClick={() => void logOut()}>
              Выйти
            </Button>
            <Button onClick={() => void navigate(paths.root.path, { replace: true })}>Отмена</Button>
          </Stack>
        </Stack>
      )}
    </CenteredCard>
  );
}
