/** A new price of a cloud item from a day (tomorrow at the earliest), with the item's versions so far. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { CLOUD_PRICE_TEXTS, dayLabel, formatDateTime, formatTariff, type CloudPriceItem } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { TextField } from '../../../components/text-field/text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { CLOUD_PRICES_KEY, saveCloudPrice } from '../api/cloud';

export type CloudPriceDialogProps = { item: CloudPriceItem; today: string; onClose: () => void };

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** Rubles as typed ('509,25', '509.25') to kopecks; null when it is not a price. */
const kopecksOf = (text: string): number | null => {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
  return Math.round(Number(normalised) * 100);
};

export function CloudPriceDialog({ item, today, onClose }: CloudPriceDialogProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const tomorrow = nextDay(today);
  const [price, setPrice] = useState(item.current ? (item.current.price / 100).toFixed(2).replace('.', ',') : '');
  const [from, setFrom] = useState(tomorrow);
  const kopecks = kopecksOf(price);
  const save = useMutation({
    mutationFn: () => saveCloudPrice(item.serviceOptionId, { effectiveFrom: from, price: kopecks ?? 0 }),
    onSuccess: (list) => {
      queryClient.setQueryData(CLOUD_PRICES_KEY, list);
      toast.show(CLOUD_PRICE_TEXTS.saved, { severity: 'success' });
      onClose();
    },
  });
  const valid = kopecks !== null && from >= tomorrow;

  return (
    <Dialog open onClose={onClose} aria-labelledby="cloud-price-title" maxWidth="sm" fullWidth>
      <DialogTitle id="cloud-price-title">Новая цена: {item.name}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1, mb: 2 }}>
          <TextField
            label={`Цена, ₽ за ${item.paymentPeriod === 'd' ? 'день' : 'месяц'}`}
            value={price}
            error={price !== '' && kopecks === null}
            helperText={price !== '' && kopecks === null ? 'Рубли и до двух знаков копеек' : ' '}
            onChange={(event) => setPrice(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            label="Действует с"
            type="date"
            value={from}
            helperText={CLOUD_PRICE_TEXTS.futureOnly}
            onChange={(event) => setFrom(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: tomorrow } }}
            sx={{ flex: 1, minWidth: 220 }}
          />
        </Box>
        {save.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {CLOUD_PRICE_TEXTS.saveFailed}: {errorText(save.error)}
          </Alert>
        )}
        <Typography variant="subtitle2" gutterBottom>
          Версии цены
        </Typography>
        {item.versions.map((v) => (
          <Typography key={v.effectiveFrom} variant="body2">
            с {dayLabel(v.effectiveFrom)}: {formatTariff({ price: v.price, paymentPeriod: item.paymentPeriod })}
            {v.createdBy ? ` — ${v.createdBy}, ${v.createdAt ? formatDateTime(v.createdAt) : ''}` : ' — начальный прайс-лист'}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Отмена</Button>
        <Button variant="contained" disabled={!valid || save.isPending} onClick={() => save.mutate()}>
          Сохранить
        </Button>
      </DialogActions>
    </Dialog>
  );
}
