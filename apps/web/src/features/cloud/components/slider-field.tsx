/** A number with its slider (document 2 §5: the input takes the whole range, the slider a shorter one). */
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import type { SliderBounds } from '@portal/domain';
import { NumberField } from './number-field';

export type SliderFieldProps = {
  label: string;
  value: number;
  bounds: SliderBounds;
  onChange: (value: number) => void;
  disabled?: boolean;
  helperText?: string;
  error?: boolean;
};

export function SliderField({ label, value, bounds, onChange, disabled, helperText, error }: SliderFieldProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <NumberField
        label={label}
        value={value}
        min={bounds.min}
        max={bounds.max}
        onChange={onChange}
        disabled={disabled}
        helperText={helperText}
        error={error}
      />
      <Slider
        aria-label={`${label}: ползунок`}
        value={Math.min(value, bounds.sliderMax)}
        min={bounds.min}
        max={bounds.sliderMax}
        disabled={disabled}
        onChange={(_event, next) => typeof next === 'number' && onChange(next)}
        valueLabelDisplay="auto"
        sx={{ mt: 1, mx: 1, flex: 1, minWidth: 140 }}
      />
    </Box>
  );
}
