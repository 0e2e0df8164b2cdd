/**
 * The rows a table shows while its answer is on the way: grey bars in every column, hidden from assistive technology
 * (the table says aria-busy instead). A list never shows its empty text for "still loading". Plain boxes, not MUI's
 * Skeleton: every list page loads this, and the pages are weighed against a budget.
 */
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

/** Enough to hold a list's place without promising a page of rows. */
export const SKELETON_ROW_COUNT = 3;

export type SkeletonRowsProps = { columns: number; rows?: number };

export function SkeletonRows({ columns, rows = SKELETON_ROW_COUNT }: SkeletonRowsProps) {
  return Array.from({ length: rows }, (_, row) => (
    <TableRow key={row} aria-hidden data-testid="skeleton-row">
      {Array.from({ length: columns }, (_, column) => (
        <TableCell key={column}>
          <Box sx={{ height: '1em', my: 0.5, borderRadius: 1, bgcolor: 'action.hover' }} />
        </TableCell>
      ))}
    </TableRow>
  ));
}
