/**
 * MUI's Tooltip, loaded after the page has shown (it brings the popper engine and transitions, about 12 KB gzip, to
 * every office page). Until it is there the child renders alone, named by a string title as the Tooltip names it.
 */
import type { TooltipProps } from '@mui/material/Tooltip';
import { cloneElement, lazy, Suspense, type ReactElement } from 'react';

const MuiTooltip = lazy(() => import('@mui/material/Tooltip'));

export function Tooltip(props: TooltipProps) {
  const child = props.children as ReactElement<{ 'aria-label'?: string }>;
  const namesChild = !props.describeChild && typeof props.title === 'string' && props.title !== '' && !child.props['aria-label'];
  const fallback = namesChild ? cloneElement(child, { 'aria-label': props.title as string }) : child;
  return (
    <Suspense fallback={fallback}>
      <MuiTooltip {...props} />
    </Suspense>
  );
}
