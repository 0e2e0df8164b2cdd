/**
 * MUI's outlined TextField without its `select` mode: the same parts (FormControl, InputLabel, OutlinedInput,
 * FormHelperText), the same markup, ids and classes. MUI's TextField imports Select (with Menu, Popover, the filled and
 * standard inputs) even when no select is shown, about 15 KB gzip on every page with a form. A field that is a select
 * uses NativeSelectField or MUI's TextField.
 */
import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { forwardRef, useId, type FocusEventHandler, type ReactNode, type Ref } from 'react';

export type TextFieldProps = {
  label?: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  focused?: boolean;
  color?: 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';
  size?: 'small' | 'medium';
  id?: string;
  name?: string;
  type?: string;
  value?: unknown;
  defaultValue?: unknown;
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  multiline?: boolean;
  rows?: number;
  minRows?: number;
  maxRows?: number;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  onChange?: OutlinedInputProps['onChange'];
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onFocus?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  className?: string;
  sx?: SxProps<Theme>;
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: OutlinedInputProps['inputProps'];
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
};

export const TextField = forwardRef<HTMLDivElement, TextFieldProps>(function TextField(
  {
    label,
    helperText,
    error = false,
    required = false,
    disabled = false,
    fullWidth = false,
    color = 'primary',
    id: idOverride,
    name,
    type,
    value,
    defaultValue,
    placeholder,
    autoComplete,
    autoFocus = false,
    multiline = false,
    rows,
    minRows,
    maxRows,
    inputRef,
    onChange,
    onBlur,
    onFocus,
    className,
    slotProps = {},
    ...root
  },
  ref,
) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const inputLabelId = label ? `${id}-label` : undefined;
  const { input: inputSlot, htmlInput, inputLabel, formHelperText } = slotProps;
  const notched = inputLabel?.shrink === undefined ? {} : { notched: inputLabel.shrink };
  return (
    <FormControl
      ref={ref}
      className={className ? `MuiTextField-root ${className}` : 'MuiTextField-root'}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      color={color}
      variant="outlined"
      {...root}
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={inputLabelId} {...inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        inputProps={htmlInput}
        {...notched}
        label={label}
        {...inputSlot}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
});
