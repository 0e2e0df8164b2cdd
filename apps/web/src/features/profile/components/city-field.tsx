/**
 * The profile's city: suggestions from the city directory from 2 characters; a city must be picked from the list
 * (a freely typed one is reported by the form as 'Уточните поле «Город»').
 */
import Autocomplete from '@mui/material/Autocomplete';
import { CITY_SEARCH_MIN_LENGTH, type City } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { TextField } from '../../../components/text-field/text-field';
import { searchCities } from '../api/profile';

export type CityFieldProps = {
  value: string;
  text: string;
  disabled: boolean;
  error?: string | undefined;
  onPick: (city: string | null) => void;
  onTextChange: (text: string) => void;
};

const SEARCH_DELAY_MS = 250;

export function CityField({ value, text, disabled, error, onPick, onTextChange }: CityFieldProps) {
  // The text asked about, a moment after the typing stops.
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const enabled = query.length >= CITY_SEARCH_MIN_LENGTH && query !== value;
  const cities = useQuery({
    queryKey: ['cities', query],
    queryFn: ({ signal }) => searchCities(query, signal),
    enabled,
    staleTime: 300_000,
  });
  const options = enabled ? (cities.data ?? []) : [];
  const loading = enabled && cities.isFetching;

  return (
    <Autocomplete<City, false, false, true>
      freeSolo
      disabled={disabled}
      options={options}
      loading={loading}
      filterOptions={(all) => all}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      getOptionKey={(option) => (typeof option === 'string' ? option : `${option.name}|${option.region}`)}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.name}
          <span style={{ color: 'rgba(0,0,0,0.6)', marginLeft: 8, fontSize: '0.85em' }}>{option.region}</span>
        </li>
      )}
      inputValue={text}
      onInputChange={(_, next, reason) => {
        if (reason !== 'reset') onTextChange(next);
      }}
      onChange={(_, option) => {
        if (option && typeof option !== 'string') {
          onPick(option.name);
          onTextChange(option.name);
        } else if (!option) onPick(null);
      }}
      noOptionsText={text.trim().length < CITY_SEARCH_MIN_LENGTH ? 'Введите не менее 2 символов' : 'Город не найден'}
      renderInput={(params) => (
        <TextField {...params} label="Город" fullWidth disabled={disabled} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
