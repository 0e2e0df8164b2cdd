/** A count with minus and plus; typed values are clamped to the interval 300 ms after typing stops, with a toast. */
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { QUANTITY_CLAMP_DELAY_MS } from '@portal/domain';
import { useEffect, useState } from 'react';

export type CountInputProps = {
  label: string;
  value: number;
  min: number;
  max: number;
  disabled?: boolean;
  onChange: (value: number) => void;
  onClamped: (min: number, max: number) => void;
};

export function CountInput({ label, value, min, max, disabled, onChange, onClamped }: CountInputProps) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (text === null) return;
    const timer = setTimeout(() => {
      const typed = Number.parseInt(text, 10);
      const clamped = Number.isNaN(typed) ? min : Math.min(max, Math.max(min, typed));
      if (clamped !== typed) onClamped(min, max);
      setText(null);
      onChange(clamped);
    }, QUANTITY_CLAMP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, min, max, onChange, onClamped]);

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <IconButton size="small" aria-label={`Уменьшить: ${label}`} disabled={disabled || value <= min} onClick={() => onChange(value - 1)}>
        <Remove fontSize="small" />
      </IconButton>
      <TextField
        size="small"
        value={text ?? String(value)}
        disabled={disabled}
        onChange={(event) => setText(event.target.value.replace(/\D/g, '').slice(0, 2))}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2, 'aria-label': label, style: { width: 36, textAlign: 'center' } } }}
      />
      <IconButton size="small" aria-label={`Увеличить: ${label}`} disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        <Add fontSize="small" />
      </IconButton>
    </Stack>
  );
}
