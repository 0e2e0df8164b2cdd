/**
 * MUI's outlined select (TextField `select`: a combobox with its listbox in a menu), loaded after the page: the Select,
 * Menu, Popover and modal code is about 15 KB gzip that a form does not need before the user opens the list. Until it
 * is there, a disabled field with the same label, value and size holds its place; it is asked for as soon as a page
 * using it runs.
 */
import type { SxProps, Theme } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { TextField } from '../text-field/text-field';

export type SelectFieldOption = { value: string; label: string };

export type SelectFieldProps = {
  label: string;
  value: string;
  options: readonly SelectFieldOption[];
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  helperText?: string;
  sx?: SxProps<Theme>;
};

const menuLoading = import('./select-field-menu');
const SelectFieldMenu = lazy(() => menuLoading.then((m) => ({ default: m.SelectFieldMenu })));

export function SelectField(props: SelectFieldProps) {
  const { label, value, options, required, fullWidth, size, helperText, sx } = props;
  return (
    <Suspense
      fallback={
        <TextField
          label={label}
          value={options.find((option) => option.value === value)?.label ?? ''}
          required={required}
          fullWidth={fullWidth}
          size={size}
          helperText={helperText}
          sx={sx}
          disabled
        />
      }
    >
      <SelectFieldMenu {...props} />
    </Suspense>
  );
}
