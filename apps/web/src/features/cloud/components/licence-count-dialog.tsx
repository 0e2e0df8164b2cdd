/**
 * 'Ред. кол-ва лицензий' (document 2 "Active licences", §5): minus, plus and the count, the current price per period and
 * the new one; 'Применить' only for a valid changed count. A failed change keeps the dialog for a retry.
 */
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { CLOUD_TEXTS, isLicenceCountChange, type LicenceItem } from '@portal/domain';
import { useState } from 'react';
import { TextField } from '../../../components/text-field/text-field';
import { perPeriod } from './money';

export type LicenceCountDialogProps = {
  licence: LicenceItem;
  pending: boolean;
  onApply: (target: number) => void;
  onClose: () => void;
};

export function LicenceCountDialog({ licence, pending, onApply, onClose }: LicenceCountDialogProps) {
  const option = licence.optionTypes[0];
  const current = option?.usageCount ?? 0;
  const [text, setText] = useState(String(current));
  if (!option) return null;

  const parsed = /^\d+$/.test(text) ? Number(text) : null;
  const valid = isLicenceCountChange(parsed, option, current);
  const step = (delta: number) =>
    setText(String(Math.min(option.maxUsageCount, Math.max(option.minUsageCount, (parsed ?? current) + delta))));
  const price = (count: number) => perPeriod(option.tariff.price * count, option.tariff.paymentPeriod);

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby="licence-count-title" maxWidth="xs" fullWidth>
      <DialogTitle id="licence-count-title">{CLOUD_TEXTS.editTitle}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {licence.serviceName}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
          <IconButton aria-label="Уменьшить количество" disabled={(parsed ?? current) <= option.minUsageCount} onClick={() => step(-1)}>
            <Remove />
          </IconButton>
          <TextField
            size="small"
            label={CLOUD_TEXTS.count}
            value={text}
            error={!valid && parsed !== current}
            helperText={`от ${option.minUsageCount} до ${option.maxUsageCount}`}
            onChange={(event) => setText(event.target.value.replace(/\D/g, '').slice(0, 3))}
            slotProps={{ htmlInput: { inputMode: 'numeric', style: { width: 64, textAlign: 'center' } } }}
          />
          <IconButton aria-label="Увеличить количество" disabled={(parsed ?? current) >= option.maxUsageCount} onClick={() => step(1)}>
            <Add />
          </IconButton>
        </Box>
        <Typography>
          {CLOUD_TEXTS.editCurrent}: {price(current)}
        </Typography>
        {valid && parsed !== null && (
          <Typography sx={{ fontWeight: 600 }}>
            {CLOUD_TEXTS.editNew}: {price(parsed)}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {CLOUD_TEXTS.cancel}
        </Button>
        <Button variant="contained" disabled={!valid || pending} onClick={() => parsed !== null && onApply(parsed)}>
          {CLOUD_TEXTS.editApply}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
