/**
 * What MUI's system takes from its styled engine for the theme and the global styles (vite.config.ts,
 * muiStyledEngineContext): the engine's index also defines `styled`, which only the pages call. Emotion's serializer is
 * MUI's own dependency (through @emotion/react), the one its engine calls.
 */
import { serializeStyles, type Interpolation } from '@emotion/serialize';

export { ThemeContext } from '@emotion/react';
export { default as GlobalStyles } from '@mui/styled-engine/GlobalStyles';

// As MUI's engine does: emotion takes an array, one reused to avoid allocations.
const wrapper: Interpolation<unknown>[] = [];

export function internal_serializeStyles(styles: Interpolation<unknown>) {
  wrapper[0] = styles;
  return serializeStyles(wrapper);
}
