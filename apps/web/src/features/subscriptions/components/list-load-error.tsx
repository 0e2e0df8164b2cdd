/** The subscription list's load failure, with a retry. Loaded only when a list fails. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { SUBSCRIPTION_LOAD_FAILED, SUBSCRIPTION_LOAD_FAILED_HINT } from '@portal/domain';
import { ApiRequestError } from '../../../lib/api-client';

export type ListLoadErrorProps = { error: Error; onRetry: () => void };

export function ListLoadError({ error, onRetry }: ListLoadErrorProps) {
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          повторить запрос
        </Button>
      }
    >
      {SUBSCRIPTION_LOAD_FAILED}. {SUBSCRIPTION_LOAD_FAILED_HINT}
      {error instanceof ApiRequestError && ` (${error.status} ${error.message})`}
    </Alert>
  );
}
