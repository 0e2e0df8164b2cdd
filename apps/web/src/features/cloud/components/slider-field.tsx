/**
 * A number with its slider (document 2 §5: the input takes the whole range, the slider a shorter one). The slider
 * (MUI's Slider, 6.4 KB gzip) loads once the page has painted: the number field works from the start, and the slider's
 * place holds its rail meanwhile, so nothing moves when it comes.
 */
import Box from '@mui/material/Box';
import type { SliderBounds } from '@portal/domain';
import { lazy, Suspense } from 'react';
import { useAfterPaint } from '../../../lib/after-paint';
import { NumberField } from './number-field';

const Slider = lazy(() => import('@mui/material/Slider'));

export type SliderFieldProps = {
  label: string;
  value: number;
  bounds: SliderBounds;
  onChange: (value: number) => void;
  disabled?: boolean;
  helperText?: string;
  error?: boolean;
};

const place = { mt: 1, mx: 1, flex: 1, minWidth: 140 } as const;

/** The slider's box as MUI draws it (a 4 px rail, 13 px above and below, 20 px for a finger), its rail only. */
const rail = {
  ...place,
  boxSizing: 'content-box',
  height: 4,
  py: '13px',
  '@media (pointer: coarse)': { py: '20px' },
  bgcolor: 'primary.main',
  backgroundClip: 'content-box',
  borderRadius: '12px',
  opacity: 0.38,
} as const;

export function SliderField({ label, value, bounds, onChange, disabled, helperText, error }: SliderFieldProps) {
  const painted = useAfterPaint();
  const placeholder = <Box aria-hidden sx={rail} />;
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
      {painted ? (
        <Suspense fallback={placeholder}>
          <Slider
            aria-label={`${label}: ползунок`}
            value={Math.min(value, bounds.sliderMax)}
            min={bounds.min}
            max={bounds.sliderMax}
            disabled={disabled}
            onChange={(_event, next) => typeof next === 'number' && onChange(next)}
            valueLabelDisplay="auto"
            sx={place}
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </Box>
  );
}
