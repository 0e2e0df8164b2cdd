/**
 * The client price of an option the catalogue lets the partner set (the spec's clientTariff.editable): typed in rubles
 * per the tariff's period, it prices the line at once; a text that is no price is kept on screen with the reason and
 * prices nothing, so the line keeps its last good price.
 */
import { CALCULATOR_TEXTS, formatMoney, formatRubles, parseRubles } from '@portal/domain';
import { useState, type ChangeEvent } from 'react';
import { TextField } from '../../../components/text-field/text-field';

export type ClientPriceFieldProps = {
  /** The client price per period in force for the line, kopecks (the typed one, else the catalogue's). */
  value: number | null;
  /** The catalogue's recommended client price per period, kopecks, or null when it gives none. */
  recommended: number | null;
  period: 'd' | 'm';
  disabled?: boolean;
  onChange: (kopecks: number) => void;
};

export function ClientPriceField({ value, recommended, period, disabled, onChange }: ClientPriceFieldProps) {
  const [text, setText] = useState(value === null ? '' : formatMoney(value, 2));
  const typed = parseRubles(text);
  const invalid = typed === null;

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setText(event.target.value);
    const kopecks = parseRubles(event.target.value);
    if (kopecks !== null) onChange(kopecks);
  };

  return (
    <TextField
      size="small"
      label={CALCULATOR_TEXTS.clientPriceField(period)}
      value={text}
      disabled={disabled}
      error={invalid}
      helperText={
        invalid
          ? CALCULATOR_TEXTS.clientPriceInput
          : recommended === null
            ? undefined
            : CALCULATOR_TEXTS.clientPriceRecommended(formatRubles(recommended))
      }
      onChange={handleChange}
      slotProps={{ htmlInput: { inputMode: 'decimal', style: { width: 120 } } }}
      sx={{ mt: 1 }}
    />
  );
}
