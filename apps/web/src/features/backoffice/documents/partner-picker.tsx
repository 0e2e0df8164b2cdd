/** Chooses the partners whose documents to export: by name or code, as the operator types; several at once. */
import Autocomplete from '@mui/material/Autocomplete';
import { DOCUMENT_EXPORT_TEXTS as T, type ApplicationItem } from '@portal/domain';
import { useState } from 'react';
import { TextField } from '../../../components/text-field/text-field';
import { usePartnerSearch } from '../api/document-exports';

export const partnerLabel = (partner: ApplicationItem) => `${partner.partnerName} (${partner.partnerCode})`;

export type PartnerPickerProps = { value: ApplicationItem[]; onChange: (partners: ApplicationItem[]) => void; error: string | null };

export function PartnerPicker({ value, onChange, error }: PartnerPickerProps) {
  const [input, setInput] = useState('');
  const found = usePartnerSearch(input.trim());
  return (
    <Autocomplete<ApplicationItem, true>
      multiple
      options={found.data?.items ?? []}
      value={value}
      // The server searches; the list is shown as it answers.
      filterOptions={(options) => options}
      loading={found.isFetching}
      loadingText="Загрузка…"
      noOptionsText={T.noPartnersFound}
      onInputChange={(_event, next) => setInput(next)}
      onChange={(_event, next) => onChange(next)}
      getOptionLabel={partnerLabel}
      isOptionEqualToValue={(a, b) => a.partnerId === b.partnerId}
      renderInput={(params) => <TextField {...params} label={T.partnerSearch} error={error !== null} helperText={error ?? ' '} />}
    />
  );
}
