/**
 * A number typed into the calculator: a value within its bounds counts at once; anything else (out of bounds, empty,
 * not a number) is replaced after the spec's 500 ms — clamped into the bounds, or reset to a given value (SQL Server
 * licences go back to 2, RDP to 1). Leaving the field does it at once.
 */
import { NUMBER_RESET_DELAY_MS } from '@portal/domain';
import { useEffect, useEffectEvent, useState, type ChangeEvent } from 'react';
import { TextField } from '../../../components/text-field/text-field';

export type NumberFieldProps = {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** What an invalid entry becomes: the nearest bound ('clamp') or this value. */
  resetTo?: number | 'clamp';
  disabled?: boolean;
  maxLength?: number;
  helperText?: string;
  error?: boolean;
  width?: number;
};

export function NumberField({
  label,
  value,
  min,
  max,
  onChange,
  resetTo = 'clamp',
  disabled,
  maxLength = 4,
  helperText,
  error,
  width = 96,
}: NumberFieldProps) {
  // What the user is typing while it is not a valid value; null shows the value.
  const [text, setText] = useState<string | null>(null);

  const settle = (typed: string) => {
    setText(null);
    const parsed = Number.parseInt(typed, 10);
    const next = resetTo === 'clamp' ? Math.min(max, Math.max(min, Number.isNaN(parsed) ? min : parsed)) : resetTo;
    if (next !== value) onChange(next);
  };
  const settleLater = useEffectEvent(settle);

  useEffect(() => {
    if (text === null) return;
    const timer = setTimeout(() => settleLater(text), NUMBER_RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value.replace(/\D/g, '').slice(0, maxLength);
    const parsed = Number.parseInt(typed, 10);
    if (typed !== '' && parsed >= min && parsed <= max) {
      setText(null);
      if (parsed !== value) onChange(parsed);
    } else {
      setText(typed);
    }
  };

  return (
    <TextField
      size="small"
      label={label}
      value={text ?? String(value)}
      disabled={disabled}
      error={error || text !== null}
      helperText={helperText}
      onChange={handleChange}
      onBlur={() => text !== null && settle(text)}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength, style: { width, textAlign: 'right' } } }}
    />
  );
}
