/**
 * The deletion dialog (document 1 §4, §5): a reason (10–500 characters, flagged 300 ms after typing or on submit) and
 * the days (1–7) to plan the deletion; 'Удалить сразу' after a confirmation; a planned deletion can be cancelled here too.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import SelectTextField from '@mui/material/TextField';
import { TextField } from '../../../components/text-field/text-field';
import {
  DELETE_AT_ONCE,
  DELETION_DAYS_MAX,
  DELETION_DAYS_MIN,
  DELETION_MESSAGES,
  DELETION_REASON_MAX,
  deletionFormSchema,
  formatDateTime,
  type DeletionForm,
  type DeletionFormValues,
  type DeletionRequest,
  type Subscription,
} from '@portal/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useDelayedValidation } from '../../../lib/use-delayed-validation';
import { useCancelDeletion } from '../hooks/use-cancel-deletion';
import { useDeleteSubscription, type DeletionHandlers } from '../hooks/use-subscription-deletion';
import '../../../lib/zod-messages';

const DAY_CHOICES = Array.from({ length: DELETION_DAYS_MAX - DELETION_DAYS_MIN + 1 }, (_, i) => String(DELETION_DAYS_MIN + i));
const FIELDS = ['reason', 'delayDays'] as const;

/** What the dialog names and needs of a subscription: the lists' row, or the detail page's subscription. */
export type DeletableSubscription = Pick<
  Subscription,
  'subscriptionId' | 'serviceName' | 'serviceKitName' | 'customerName' | 'expirationDate'
>;

export type DeleteSubscriptionDialogProps = {
  subscription: DeletableSubscription;
  /** 'atOnce' asks only what deleting at once needs (the detail page's 'Удалить сразу'); 'plan' offers everything. */
  intent?: 'plan' | 'atOnce';
  onClose: () => void;
  onOutcome?: DeletionHandlers['onOutcome'];
};

export function DeleteSubscriptionDialog({ subscription, intent = 'plan', onClose, onOutcome }: DeleteSubscriptionDialogProps) {
  const [confirming, setConfirming] = useState(false);
  const { control, handleSubmit, trigger, getValues, setError } = useForm<DeletionFormValues, unknown, DeletionForm>({
    resolver: zodResolver(deletionFormSchema),
    mode: 'onSubmit',
    defaultValues: { reason: '', delayDays: '' },
  });
  const flagLater = useDelayedValidation(trigger);
  const onFieldErrors = (error: unknown) => applyFieldErrors(error, setError, FIELDS);
  const remove = useDeleteSubscription(subscription.subscriptionId, { onDone: onClose, onFieldErrors, onOutcome });
  const cancel = useCancelDeletion(subscription.subscriptionId, { onDone: onClose });
  const busy = remove.isPending || cancel.isPending;

  const send = (request: DeletionRequest) => remove.mutate(request);
  const handlePlan = handleSubmit((values) => send(values));
  const handleAtOnce = async () => {
    // Deleting at once needs the reason only: the days do not apply.
    if (await trigger('reason')) setConfirming(true);
  };
  const handleConfirmAtOnce = () => {
    setConfirming(false);
    send({ reason: getValues('reason'), delayDays: DELETE_AT_ONCE });
  };

  return (
    <>
      <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="delete-subscription-title">
        <form onSubmit={handlePlan} noValidate>
          <DialogTitle id="delete-subscription-title">Удаление подписки</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>
                {subscription.serviceName} ({subscription.serviceKitName}), клиент {subscription.customerName}
              </DialogContentText>
              {subscription.expirationDate && (
                <Alert severity="info">{DELETION_MESSAGES.planned(formatDateTime(subscription.expirationDate))}</Alert>
              )}
              <Controller
                control={control}
                name="reason"
                render={({ field, fieldState }) => (
                  <TextField
                    label="Причина удаления"
                    required
                    multiline
                    minRows={3}
                    value={field.value}
                    name={field.name}
                    inputRef={field.ref}
                    onChange={(event) => {
                      field.onChange(event);
                      flagLater('reason');
                    }}
                    onBlur={() => {
                      field.onBlur();
                      flagLater('reason');
                    }}
                    slotProps={{ htmlInput: { maxLength: DELETION_REASON_MAX } }}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? `${field.value.length} / ${DELETION_REASON_MAX}`}
                  />
                )}
              />
              {intent === 'plan' && (
                <Controller
                  control={control}
                  name="delayDays"
                  render={({ field, fieldState }) => (
                    <SelectTextField
                      select
                      label="Удалить через, дней"
                      required
                      value={field.value}
                      name={field.name}
                      inputRef={field.ref}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message ?? 'Подписка работает до даты удаления; удаление можно отменить'}
                    >
                      {DAY_CHOICES.map((days) => (
                        <MenuItem key={days} value={days}>
                          {days}
                        </MenuItem>
                      ))}
                    </SelectTextField>
                  )}
                />
              )}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            {intent === 'plan' && subscription.expirationDate && (
              <Button onClick={() => cancel.mutate()} disabled={busy}>
                Отменить удаление
              </Button>
            )}
            <Button onClick={onClose} disabled={busy}>
              Отмена
            </Button>
            <Button color="error" onClick={() => void handleAtOnce()} disabled={busy}>
              Удалить сразу
            </Button>
            {intent === 'plan' && (
              <Button type="submit" variant="contained" disabled={busy}>
                {subscription.expirationDate ? 'Изменить дату удаления' : 'Запланировать удаление'}
              </Button>
            )}
          </DialogActions>
        </form>
      </Dialog>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="delete-at-once-title">
        <DialogTitle id="delete-at-once-title">Удалить подписку сразу?</DialogTitle>
        <DialogContent>
          <DialogContentText>{DELETION_MESSAGES.confirmAtOnce}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Отмена</Button>
          <Button color="error" variant="contained" onClick={handleConfirmAtOnce}>
            Удалить
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
