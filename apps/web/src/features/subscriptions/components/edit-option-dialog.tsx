/**
 * The edit-option dialog (document 1 §2 Client area, §4 Seat count change, §5 Option counters): the option's count,
 * an editing mode with the counter (clamped to the option's bounds), confirm and cancel. The row's «Изменить» already
 * asked to edit, so an editable option opens in the editing mode; one that cannot change says why and only closes. Lowering a prepaid option
 * asks the prepay availability first; lowering seats warns that the database restarts; then the change is followed
 * to its outcome.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubscriptionDetail, SubscriptionOption } from '@portal/domain';
import { useState } from 'react';
import { CountInput } from '../../../components/count-input/count-input';
import { useClampToast } from '../../../components/count-input/use-clamp-toast';
import { useChangeChecks } from '../hooks/use-change-checks';
import { useSubscriptionChange } from '../hooks/use-subscription-change';
import { optionChangeRule } from '../utils/option-change';
import { ChangeActions, ChangeNotices } from './change-steps';
import { OptionPrice } from './option-price';

export type EditOptionDialogProps = { detail: SubscriptionDetail; option: SubscriptionOption; onClose: () => void };

export function EditOptionDialog({ detail, option, onClose }: EditOptionDialogProps) {
  const rule = optionChangeRule(detail, option);
  const onClamped = useClampToast();
  const change = useSubscriptionChange(detail);
  const checks = useChangeChecks(detail);
  const editing = rule.editable;
  const [count, setCount] = useState(option.usageCount);
  const sent = change.phase.kind !== 'idle';
  const busy = checks.checking || change.phase.kind === 'sending' || change.phase.kind === 'waiting';
  const targets = new Map([[option.serviceOptionId, count]]);

  const handleConfirm = () => void checks.check(targets, () => change.submit(targets));

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="edit-option-title">
      <DialogTitle id="edit-option-title">Изменение опции</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>
            {option.serviceOptionName} · {detail.serviceName} ({detail.serviceKitName})
          </Typography>
          {rule.message && !sent && <Alert severity={rule.editable ? 'info' : 'warning'}>{rule.message}</Alert>}
          {option.prepaid && (
            <Typography variant="body2" color="textSecondary">
              Предоплачено: {option.prepaid.months} мес.
            </Typography>
          )}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography>Количество</Typography>
            <CountInput
              label={option.serviceOptionName}
              value={count}
              min={rule.min}
              max={rule.max}
              disabled={!editing || sent || checks.warning}
              onChange={setCount}
              onClamped={onClamped}
            />
            <Typography variant="body2" color="textSecondary">
              Сейчас: {option.usageCount}
            </Typography>
          </Stack>
          <Typography component="div" variant="body2">
            Стоимость в месяц сейчас: <OptionPrice detail={detail} option={option} />
          </Typography>
          <ChangeNotices checks={checks} change={change} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <ChangeActions checks={checks} change={change} busy={busy} onClose={onClose}>
          {editing ? (
            <>
              <Button onClick={onClose} disabled={busy}>
                Отмена
              </Button>
              <Button variant="contained" onClick={handleConfirm} disabled={busy || count === option.usageCount}>
                Подтвердить
              </Button>
            </>
          ) : (
            <Button onClick={onClose}>Закрыть</Button>
          )}
        </ChangeActions>
      </DialogActions>
    </Dialog>
  );
}
