/**
 * An outlined select with the browser's own list (light to load, native on phones), labelled like PlainTextField.
 * MUI's TextField `select` would bring the Menu and Popover code for a choice of a few words.
 */
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';

export type NativeSelectFieldProps<T extends string> = {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
  disabled?: boolean;
  sx?: SxProps<Theme>;
};

export function NativeSelectField<T extends string>({ label, value, options, onChange, disabled, sx }: NativeSelectFieldProps<T>) {
  const id = useId();
  return (
    <FormControl variant="outlined" size="small" disabled={disabled} sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        input={<OutlinedInput label={label} notched />}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
