/**
 * The distributor autocomplete (document 2 §2, §9: search from the first character): the distributors listed for
 * infrastructure, with 'Не найдено дистрибьютора "{…}"' when nothing matches. Loaded only when a choice is needed.
 */
import Autocomplete from '@mui/material/Autocomplete';
import { IAS_TEXTS, type Distributor } from '@portal/domain';
import { useState, type Ref } from 'react';
import { TextField } from '../../../components/text-field/text-field';
import { useIasDistributors } from '../api/ias-distributors';

export type DistributorFieldProps = {
  value: Distributor | null;
  onChange: (value: Distributor | null) => void;
  onBlur: () => void;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
};

export function DistributorField({ value, onChange, onBlur, error, inputRef }: DistributorFieldProps) {
  const distributors = useIasDistributors();
  const [input, setInput] = useState('');
  return (
    <Autocomplete
      options={distributors.data ?? []}
      loading={distributors.isPending}
      loadingText="Загрузка.."
      openOnFocus
      value={value}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      onChange={(_event, next) => onChange(next)}
      onBlur={onBlur}
      getOptionLabel={(option) => option.partner.name}
      isOptionEqualToValue={(a, b) => a.uniqueExchangeId === b.uniqueExchangeId}
      noOptionsText={IAS_TEXTS.distributorNotFound(input)}
      renderInput={(params) => (
        <TextField {...params} label={IAS_TEXTS.distributorLabel} required error={Boolean(error)} helperText={error} inputRef={inputRef} />
      )}
    />
  );
}
