/**
 * The deployment type in the forms that offer a choice of kits: one radio a kit. A blocked kit says why and cannot be
 * picked; no kit can be picked before the client.
 */
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { ServiceKit } from '@portal/domain';

export type KitPickerProps = {
  kits: ServiceKit[];
  value: string;
  /** No client is chosen yet. */
  disabled: boolean;
  /** Marks a demonstration kit as a free trial. */
  markTrials?: boolean;
  onChange: (kitId: string) => void;
};

function kitLabel(kit: ServiceKit, markTrials: boolean): string {
  const trial = markTrials && kit.usageMode === 'DEMONSTRATION' ? ' (пробный период, бесплатно)' : '';
  return `${kit.name}${trial}${kit.blockReason ? ` — ${kit.blockReason}` : ''}`;
}

export function KitPicker({ kits, value, disabled, markTrials = false, onChange }: KitPickerProps) {
  return (
    <RadioGroup value={value} onChange={(event) => onChange(event.target.value)} sx={{ mb: 3 }}>
      {kits.map((kit) => (
        <FormControlLabel
          key={kit.serviceKitId}
          value={kit.serviceKitId}
          disabled={disabled || Boolean(kit.blockReason)}
          control={<Radio />}
          label={kitLabel(kit, markTrials)}
        />
      ))}
    </RadioGroup>
  );
}
