/**
 * The client card's edit-subscription dialog (document 1 §2 Client area, §5): the extra disk in GB, the workplaces
 * (both required numbers, 'Обязательное поле') and a deletion date from today. Saving turns it into a change of the
 * counts (followed to its outcome, with the same questions as the option dialog) and/or a planned deletion, a
 * deletion at once after a confirmation, or the cancel of a planned one.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { TextField } from '../../../components/text-field/text-field';
import Typography from '@mui/material/Typography';
import {
  CHANGE_MESSAGES,
  DELETION_DAYS_MAX,
  DELETION_MESSAGES,
  DISK_QUOTA_MESSAGES,
  DISK_UNIT_GB,
  subscriptionEditFormSchema,
  type SubscriptionDetail,
  type SubscriptionEditForm,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { subscriptionDetailQuery } from '../api/subscription-detail';
import { useCancelDeletion } from '../hooks/use-cancel-deletion';
import { useChangeChecks } from '../hooks/use-change-checks';
import { useDeleteSubscription } from '../hooks/use-subscription-deletion';
import { useSubscriptionChange } from '../hooks/use-subscription-change';
import { changeBlock } from '../utils/option-change';
import { dateInputValue, editDefaults, editDeletion, editedOptions, editProblems, editTargets } from '../utils/subscription-edit';
import { ChangeActions, ChangeNotices } from './change-steps';
import { ListLoadError } from './list-load-error';
import '../../../lib/zod-messages';

export type EditSubscriptionDialogProps = { subscriptionId: string; onClose: () => void };

export function EditSubscriptionDialog({ subscriptionId, onClose }: EditSubscriptionDialogProps) {
  const detail = useQuery(subscriptionDetailQuery(subscriptionId));
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="edit-subscription-title">
      <DialogTitle id="edit-subscription-title">Изменение подписки</DialogTitle>
      {detail.data ? (
        <EditSubscriptionForm detail={detail.data} onClose={onClose} />
      ) : (
        <>
          <DialogContent>
            {detail.isError ? (
              <ListLoadError error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
            ) : (
              <Typography>Загрузка…</Typography>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Закрыть</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

function EditSubscriptionForm({ detail, onClose }: { detail: SubscriptionDetail; onClose: () => void }) {
  const [today] = useState(() => new Date());
  const [confirmingAtOnce, setConfirmingAtOnce] = useState(false);
  const change = useSubscriptionChange(detail);
  const checks = useChangeChecks(detail);
  const remove = useDeleteSubscription(detail.subscriptionId);
  const cancel = useCancelDeletion(detail.subscriptionId);
  const { register, handleSubmit, setError, formState } = useForm<SubscriptionEditForm>({
    resolver: zodResolver(subscriptionEditFormSchema),
    defaultValues: editDefaults(detail),
  });
  const { disk, seats, oldDisk } = editedOptions(detail);
  const sent = change.phase.kind !== 'idle';
  const busy =
    checks.checking || remove.isPending || cancel.isPending || change.phase.kind === 'sending' || change.phase.kind === 'waiting';
  const blockedMessage = changeBlock(detail);

  const sendChange = (form: SubscriptionEditForm) => {
    const targets = editTargets(detail, form);
    if (targets.size === 0) return onClose();
    void checks.check(targets, () => change.submit(targets));
  };

  const handleSave = handleSubmit(async (form) => {
    const problems = editProblems(detail, form, today);
    for (const problem of problems) setError(problem.field, { message: problem.message });
    if (problems.length > 0) return;
    const deletion = editDeletion(detail, form, today);
    if (deletion !== null && deletion !== 'cancel' && deletion.delayDays === 0) return setConfirmingAtOnce(true);
    try {
      if (deletion === 'cancel') await cancel.mutateAsync();
      else if (deletion) await remove.mutateAsync({ delayDays: deletion.delayDays });
    } catch {
      // The deletion's own dialog told why; the counts wait.
      return;
    }
    sendChange(form);
  });

  const handleDeleteAtOnce = () => {
    setConfirmingAtOnce(false);
    remove.mutate({ delayDays: 0 }, { onSuccess: onClose });
  };

  const maxDate = new Date(today);
  maxDate.setDate(maxDate.getDate() + DELETION_DAYS_MAX);

  return (
    <form onSubmit={(event) => void handleSave(event)} noValidate>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>
            {detail.serviceName} ({detail.serviceKitName}), клиент {detail.customer.name}
          </Typography>
          {blockedMessage && <Alert severity="warning">{blockedMessage}</Alert>}
          {detail.isDirectSubscription && <Alert severity="info">{CHANGE_MESSAGES.directSubscription}</Alert>}
          {oldDisk && <Alert severity="info">{CHANGE_MESSAGES.oldDisk}</Alert>}
          <TextField
            label="Объем диска, ГБ"
            type="number"
            required
            disabled={!disk || oldDisk || sent}
            // The browser's steps count from min: the default, then each extra 10 GB.
            slotProps={{ htmlInput: { step: DISK_UNIT_GB, min: detail.includedDiskGb } }}
            error={Boolean(formState.errors.diskQuotaGb)}
            helperText={
              formState.errors.diskQuotaGb?.message ??
              (disk ? DISK_QUOTA_MESSAGES.steps(detail.includedDiskGb) : 'У подписки нет дополнительного диска')
            }
            {...register('diskQuotaGb', { valueAsNumber: true })}
          />
          <TextField
            label="Количество рабочих мест"
            type="number"
            required
            disabled={!seats || detail.isDirectSubscription || sent}
            slotProps={{ htmlInput: { min: 0, max: seats?.maxUsageCount } }}
            error={Boolean(formState.errors.workplaces)}
            helperText={formState.errors.workplaces?.message ?? (seats ? `От ${seats.minUsageCount} до ${seats.maxUsageCount}` : ' ')}
            {...register('workplaces', { valueAsNumber: true })}
          />
          <TextField
            label="Дата удаления"
            type="date"
            disabled={sent}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: dateInputValue(today), max: dateInputValue(maxDate) } }}
            error={Boolean(formState.errors.deletionDate)}
            helperText={formState.errors.deletionDate?.message ?? 'Пустая дата — без удаления'}
            {...register('deletionDate')}
          />
          {confirmingAtOnce && <Alert severity="warning">{DELETION_MESSAGES.confirmAtOnce}</Alert>}
          <ChangeNotices checks={checks} change={change} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <ChangeActions checks={checks} change={change} busy={busy} onClose={onClose}>
          {confirmingAtOnce ? (
            <>
              <Button onClick={() => setConfirmingAtOnce(false)}>Отмена</Button>
              <Button variant="contained" color="error" onClick={handleDeleteAtOnce} disabled={busy}>
                Удалить сразу
              </Button>
            </>
          ) : (
            <>
              <Button onClick={onClose} disabled={busy}>
                Отмена
              </Button>
              <Button type="submit" variant="contained" disabled={busy || Boolean(blockedMessage)}>
                Сохранить
              </Button>
            </>
          )}
        </ChangeActions>
      </DialogActions>
    </form>
  );
}
