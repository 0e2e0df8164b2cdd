/** The select of select-field.tsx once loaded: MUI's TextField `select` with a menu item per option. */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SelectFieldProps } from './select-field';

export function SelectFieldMenu({
  label,
  value,
  options,
  onChange,
  required,
  disabled,
  fullWidth,
  size,
  helperText,
  sx,
}: SelectFieldProps) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      helperText={helperText}
      sx={sx}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
