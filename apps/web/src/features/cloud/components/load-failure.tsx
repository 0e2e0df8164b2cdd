/** The cloud pages' load failure: without the infrastructure authority, the way to the enrolment; otherwise a retry. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { CLOUD_TEXTS } from '@portal/domain';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-error';

export type LoadFailureProps = { error: unknown; text: string; onRetry: () => void };

export function LoadFailure({ error, text, onRetry }: LoadFailureProps) {
  if (error instanceof ApiRequestError && error.status === 403) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" href={paths.enrollment.href()}>
            Подключиться
          </Button>
        }
      >
        {CLOUD_TEXTS.noAccess}
      </Alert>
    );
  }
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {CLOUD_TEXTS.retry}
        </Button>
      }
    >
      {text}: {errorText(error)}
    </Alert>
  );
}
