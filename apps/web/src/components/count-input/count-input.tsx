/**
 * A count with minus and plus. A number typed inside the interval counts at once; one outside it is clamped
 * 300 ms after typing stops, with a toast. An empty field waits for a number and, left empty, shows the count again
 * (or, with `emptyToMin`, falls back to the minimum: the cloud licence rows).
 */
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { TextField } from '../text-field/text-field';
import { QUANTITY_CLAMP_DELAY_MS } from '@portal/domain';
import { useEffect, useEffectEvent, useState, type ChangeEvent } from 'react';
import { typedCount } from './typed-count';

export type CountInputProps = {
  label: string;
  value: number;
  min: number;
  max: number;
  disabled?: boolean;
  onChange: (value: number) => void;
  onClamped: (min: number, max: number) => void;
  /** A field left empty takes the minimum (document 2 §5, 1C rows). */
  emptyToMin?: boolean;
  /** Digits the field takes: the spec's count input has 2; a count bounded by 100 (the cloud IPs) needs 3. */
  maxDigits?: number;
};

export function CountInput({ label, value, min, max, disabled, onChange, onClamped, emptyToMin, maxDigits = 2 }: CountInputProps) {
  // What the user is typing, until it becomes the count; null shows the count.
  const [text, setText] = useState<string | null>(null);

  const take = (typed: string) => {
    setText(null);
    const count = typedCount(typed, min, max);
    if (!count) {
      if (emptyToMin && value !== min) onChange(min);
      return;
    }
    if (count.clamped) onClamped(min, max);
    if (count.value !== value) onChange(count.value);
  };
  const takeClamped = useEffectEvent(take);

  useEffect(() => {
    if (text === null || !typedCount(text, min, max)?.clamped) return;
    const timer = setTimeout(() => takeClamped(text), QUANTITY_CLAMP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, min, max]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value.replace(/\D/g, '').slice(0, maxDigits);
    if (typedCount(next, min, max)?.clamped === false) take(next);
    else setText(next);
  };
  const handleBlur = () => {
    if (text !== null) take(text);
  };

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <IconButton size="small" aria-label={`Уменьшить: ${label}`} disabled={disabled || value <= min} onClick={() => onChange(value - 1)}>
        <Remove fontSize="small" />
      </IconButton>
      <TextField
        size="small"
        value={text ?? String(value)}
        disabled={disabled}
        onChange={handleChange}
        onBlur={handleBlur}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            maxLength: maxDigits,
            'aria-label': label,
            style: { width: 18 * maxDigits, textAlign: 'center' },
          },
        }}
      />
      <IconButton size="small" aria-label={`Увеличить: ${label}`} disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        <Add fontSize="small" />
      </IconButton>
    </Stack>
  );
}
