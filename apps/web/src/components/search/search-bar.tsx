/** A search field with a 'Найти' button and an optional filter beside it; `disabled` turns both off. */
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { columnThenRowStackSx } from '../layout/stack-sx';
import { PlainTextField } from '../text-field/plain-text-field';
import { useState, type FormEvent, type ReactNode } from 'react';

export type SearchBarProps = {
  label: string;
  initial: string;
  onSearch: (value: string) => void;
  disabled?: boolean;
  children?: ReactNode;
};

export function SearchBar({ label, initial, onSearch, disabled, children }: SearchBarProps) {
  const [value, setValue] = useState(initial);
  // The field follows a new search given from outside (the address on back and forward); nothing else replaces what
  // the person typed, however often the page around it renders while it loads.
  const [given, setGiven] = useState(initial);
  if (initial !== given) {
    setGiven(initial);
    setValue(initial);
  }
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <Box component="form" role="search" onSubmit={handleSubmit} sx={{ ...columnThenRowStackSx(1.5), mb: 2 }}>
      {children}
      <PlainTextField
        size="small"
        label={label}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        disabled={disabled}
        sx={{ minWidth: 260 }}
      />
      <Button type="submit" variant="contained" disabled={disabled}>
        Найти
      </Button>
    </Box>
  );
}
