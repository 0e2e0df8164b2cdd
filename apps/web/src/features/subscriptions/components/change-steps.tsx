/**
 * What both change dialogs (the option dialog and the client card's edit-subscription dialog) show once a change is
 * asked for: the prepay refusal, the restart warning and the outcome; and their buttons at these steps.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { CHANGE_MESSAGES } from '@portal/domain';
import type { ReactNode } from 'react';
import type { ChangeChecks } from '../hooks/use-change-checks';
import type { SubscriptionChangeFlow } from '../hooks/use-subscription-change';
import { ChangeOutcome } from './change-outcome';

type ChangeStepsProps = { checks: ChangeChecks; change: SubscriptionChangeFlow };

export function ChangeNotices({ checks, change }: ChangeStepsProps) {
  return (
    <>
      {checks.refusal && <Alert severity="error">{checks.refusal}</Alert>}
      {checks.warning && <Alert severity="warning">{CHANGE_MESSAGES.seatDecreaseRestart}</Alert>}
      <ChangeOutcome phase={change.phase} onRetry={() => change.retry()} />
    </>
  );
}

/** Closing once the change is sent, answering the restart warning while it waits, else the dialog's own buttons. */
export function ChangeActions({
  checks,
  change,
  busy,
  onClose,
  children,
}: ChangeStepsProps & { busy: boolean; onClose: () => void; children: ReactNode }) {
  if (change.phase.kind !== 'idle') {
    return (
      <Button onClick={onClose} disabled={busy}>
        Закрыть
      </Button>
    );
  }
  if (checks.warning) {
    return (
      <>
        <Button onClick={checks.dismiss}>Отмена</Button>
        <Button variant="contained" color="warning" onClick={checks.accept}>
          Продолжить
        </Button>
      </>
    );
  }
  return children;
}
