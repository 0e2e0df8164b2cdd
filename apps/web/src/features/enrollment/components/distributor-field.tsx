/**
 * The distributor autocomplete (document 2 §2, §9: search from the first character): the distributors listed for
 * infrastructure, with 'Не найдено дистрибьютора "{…}"' when nothing matches. Loaded only when a choice is needed.
 */
import Autocomplete from '@mui/material/Autocomplete';
import { IAS_TEXTS, type Distributor } from '@portal/domain';
import { useState } from 'react';
import { TextField } from '../../../components/text-field/text-field';
import { useIasDistributors } from '../api/ias-distributors';

export type DistributorFieldProps = {
  value: Distributor | null;
  onChange: (value: Distributor | null) => void;
  error: string | undefined;
  disabled: boolean;
};

export function DistributorField({ value, onChange, error, disabled }: DistributorFieldProps) {
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
      disabled={disabled}
      getOptionLabel={(option) => option.partner.name}
      isOptionEqualToValue={(a, b) => a.uniqueExchangeId === b.uniqueExchangeId}
      noOptionsText={IAS_TEXTS.distributorNotFound(input)}
      renderInput={(params) => (
        <TextField {...params} label={IAS_TEXTS.distributorLabel} required error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
