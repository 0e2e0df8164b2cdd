/**
 * A subscription load failure (document 1 §8: 'Произошла ошибка в процессе запроса данных по подпискам', the advice to
 * press 'повторить запрос' and to write to support if it repeats, the status and its text), with the retry: the lists'
 * and the subscription page's. Loaded only when a load fails.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { SUBSCRIPTION_LOAD_FAILED, SUBSCRIPTION_LOAD_FAILED_HINT } from '@portal/domain';
import { ApiRequestError, NO_CONNECTION_STATUS } from '../../../lib/api-client';

export type ListLoadErrorProps = { error: Error; onRetry: () => void; retrying?: boolean };

/** "503 Service Unavailable"; the server's message where the answer carries no status text; nothing without an answer. */
function statusLine(error: Error): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.status === NO_CONNECTION_STATUS) return error.message;
  return `Статус: ${error.status} ${error.statusText || error.message}`;
}

export function ListLoadError({ error, onRetry, retrying = false }: ListLoadErrorProps) {
  const status = statusLine(error);
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          повторить запрос
        </Button>
      }
    >
      {SUBSCRIPTION_LOAD_FAILED}. {SUBSCRIPTION_LOAD_FAILED_HINT}
      {status && <div>{status}</div>}
    </Alert>
  );
}
