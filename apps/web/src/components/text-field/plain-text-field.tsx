/**
 * An outlined text field with the markup of MUI's TextField, built from its parts: TextField also supports `select`, so
 * importing it brings the Select, Menu and Popover code to pages that have no select.
 */
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ChangeEvent } from 'react';

export type PlainTextFieldProps = {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  disabled?: boolean;
  sx?: SxProps<Theme>;
};

export function PlainTextField({ label, value, onChange, fullWidth, size, disabled, sx }: PlainTextFieldProps) {
  const id = useId();
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} size={size} disabled={disabled} sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} value={value} onChange={onChange} />
    </FormControl>
  );
}
