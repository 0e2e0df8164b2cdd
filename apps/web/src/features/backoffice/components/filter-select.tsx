/**
 * A small select of list filters (statuses) beside the search field: the app's SelectField, whose menu (MUI's Select,
 * Menu and Popover, about 12 KB gzip) loads after the page.
 */
import { SelectField } from '../../../components/select-field/select-field';

export type FilterSelectProps<T extends string> = { label: string; value: T; options: Record<T, string>; onChange: (value: T) => void };

export function FilterSelect<T extends string>({ label, value, options, onChange }: FilterSelectProps<T>) {
  return (
    <SelectField
      size="small"
      label={label}
      value={value}
      options={(Object.entries(options) as Array<[T, string]>).map(([option, text]) => ({ value: option, label: text }))}
      onChange={(next) => onChange(next as T)}
      sx={{ minWidth: 200 }}
    />
  );
}
