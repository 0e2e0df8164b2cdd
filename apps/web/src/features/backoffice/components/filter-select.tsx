/** A small select of list filters (statuses) beside the search field. */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export type FilterSelectProps<T extends string> = { label: string; value: T; options: Record<T, string>; onChange: (value: T) => void };

export function FilterSelect<T extends string>({ label, value, options, onChange }: FilterSelectProps<T>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
      sx={{ minWidth: 200 }}
    >
      {(Object.entries(options) as Array<[T, string]>).map(([option, text]) => (
        <MenuItem key={option} value={option}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}
