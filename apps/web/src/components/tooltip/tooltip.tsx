/**
 * MUI's Tooltip, loaded after the page has shown (it brings the popper engine and transitions, about 12 KB gzip, to
 * every office page): asked for once the frame it first shows in is painted. Until it is there the child renders alone, named by
 * a string title as the Tooltip names it.
 */
import type { TooltipProps } from '@mui/material/Tooltip';
import { cloneElement, lazy, Suspense, type ReactElement } from 'react';
import { useAfterPaint } from '../../lib/after-paint';

let muiTooltipLoaded = false;
const MuiTooltip = lazy(() =>
  import('@mui/material/Tooltip').then((module) => {
    muiTooltipLoaded = true;
    return module;
  }),
);

export function Tooltip(props: TooltipProps) {
  const painted = useAfterPaint();
  const child = props.children as ReactElement<{ 'aria-label'?: string }>;
  const namesChild = !props.describeChild && typeof props.title === 'string' && props.title !== '' && !child.props['aria-label'];
  const fallback = namesChild ? cloneElement(child, { 'aria-label': props.title as string }) : child;
  // Once MUI's tooltip is there, a tooltip mounted later (a table's next page) has nothing to wait for.
  if (!painted && !muiTooltipLoaded) return fallback;
  return (
    <Suspense fallback={fallback}>
      <MuiTooltip {...props} />
    </Suspense>
  );
}
