/**
 * The configuration (or product) step: an autocomplete from the first letter (minimum length 0); no match says
 * 'Не найдено' with the search text, an empty list 'Нет конфигураций'.
 */
import Autocomplete from '@mui/material/Autocomplete';
import Typography from '@mui/material/Typography';
import { CALCULATOR_TEXTS, nothingFoundText, type Service } from '@portal/domain';
import { useState } from 'react';
import { TextField } from '../../../components/text-field/text-field';

export type ConfigurationFieldProps = {
  label: string;
  services: Service[];
  value: Service | null;
  loading: boolean;
  onChange: (service: Service | null) => void;
};

export function ConfigurationField({ label, services, value, loading, onChange }: ConfigurationFieldProps) {
  const [search, setSearch] = useState('');
  if (!loading && services.length === 0) {
    return (
      <Typography role="status" sx={{ mb: 2 }}>
        {CALCULATOR_TEXTS.noConfigurations}
      </Typography>
    );
  }
  return (
    <Autocomplete
      options={services}
      value={value}
      loading={loading}
      loadingText="Загрузка…"
      getOptionLabel={(service) => service.name}
      isOptionEqualToValue={(a, b) => a.serviceId === b.serviceId}
      onChange={(_, next) => onChange(next)}
      inputValue={search}
      onInputChange={(_, next) => setSearch(next)}
      noOptionsText={nothingFoundText(search)}
      openOnFocus
      sx={{ maxWidth: 520, mb: 2 }}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
