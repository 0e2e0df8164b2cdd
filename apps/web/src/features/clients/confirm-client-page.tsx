/** The public page behind the link in the client's letter: confirms the registration once. */
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from '../../lib/router';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { CenteredCard } from '../../components/layout/centered-card';
import { confirmCustomer } from './api/customers';

export function ConfirmClientPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const confirm = useMutation({ mutationFn: confirmCustomer });
  const { mutate } = confirm;

  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  return (
    <CenteredCard title="Подтверждение регистрации">
      {!token && <Alert severity="error">В ссылке нет кода подтверждения. Откройте ссылку из письма целиком.</Alert>}
      {confirm.isPending && <CircularProgress aria-label="Подтверждение" />}
      {confirm.isSuccess && (
        <Alert severity="success">
          Регистрация клиента «{confirm.data.name}» в сервисе 1С:ГРМ подтверждена. Партнер сможет подключить для вас приложения.
        </Alert>
      )}
      {confirm.isError && <Alert severity="error">{errorText(confirm.error)}</Alert>}
      <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
        Вопросы о подключении задайте вашему партнеру 1С.
      </Typography>
    </CenteredCard>
  );
}
