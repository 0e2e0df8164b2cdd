/**
 * A 1C row's choice (document 2 §2): the browser's own select, grouped 'Конфигурации 1С' and 'Лицензии 1С', a service
 * chosen in another row disabled.
 */
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { CLOUD_TEXTS, type LicenceService } from '@portal/domain';
import { useId } from 'react';

export type ServiceSelectProps = {
  value: string;
  services: readonly LicenceService[];
  disabledIds: ReadonlySet<string>;
  onChange: (service: LicenceService | null) => void;
};

const GROUPS = [
  { group: 'conf', label: CLOUD_TEXTS.groupConf },
  { group: 'lic', label: CLOUD_TEXTS.groupLic },
] as const;

export function ServiceSelect({ value, services, disabledIds, onChange }: ServiceSelectProps) {
  const id = useId();
  return (
    <FormControl variant="outlined" size="small" sx={{ minWidth: 260, flex: 1 }}>
      <InputLabel htmlFor={id} shrink>
        {CLOUD_TEXTS.service}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(services.find((s) => s.serviceId === event.target.value) ?? null)}
        input={<OutlinedInput label={CLOUD_TEXTS.service} notched />}
      >
        <option value="">{CLOUD_TEXTS.chooseService}</option>
        {GROUPS.map(({ group, label }) => (
          <optgroup key={group} label={label}>
            {services
              .filter((s) => s.group === group)
              .map((s) => (
                <option key={s.serviceId} value={s.serviceId} disabled={disabledIds.has(s.serviceId) || s.option.tariff === null}>
                  {s.name}
                </option>
              ))}
          </optgroup>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
