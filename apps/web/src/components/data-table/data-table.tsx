/**
 * The one table of the app: columns, server-side sorting and paging with the spec's page sizes (or, for a list that
 * does not count its rows, «Показать еще»); skeleton rows while its answer is on the way, and the empty text only for
 * an empty answer.
 */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Button from '@mui/material/Button';
import type MuiTablePagination from '@mui/material/TablePagination';
import { PAGE_SIZE_CHOICES } from '@portal/domain';
import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import { useAfterPaint } from '../../lib/after-paint';
import { SkeletonRows } from './skeleton-rows';

/**
 * The pager (its rows-per-page menu, and the tooltips of its buttons, bring about 25 KB gzip) loads once the rows
 * have shown; its height is kept meanwhile. So do the sort buttons and the hints of the headers (lib/after-paint.ts).
 */
const TablePagination = lazy(() => import('@mui/material/TablePagination')) as unknown as typeof MuiTablePagination;
const PAGER_HEIGHT_PX = 52;
/** The sort buttons of the headers (only some lists sort) show their plain labels until loaded. */
const TableSortLabel = lazy(() => import('@mui/material/TableSortLabel'));
/** The loading bar too: its strip keeps its height. */
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));
/** A header's hint, for the few tables with one. */
const ColumnHint = lazy(() => import('./column-hint').then((m) => ({ default: m.ColumnHint })));

export type Column<Row, SortKey extends string = string> = {
  key: string;
  label: string;
  /** The header is read by screen readers only (a column of action icons). */
  labelHidden?: boolean;
  /** An explanation of the column, in a tooltip beside its header. */
  hint?: string;
  /** The header may wrap (a long header over narrow values). */
  wrapHeader?: boolean;
  render: (row: Row) => ReactNode;
  sortKey?: SortKey;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
};

export type Sort<SortKey extends string> = { key: SortKey; order: 'asc' | 'desc' };

/** Paging by pages of the spec's sizes, for a list that counts its rows. */
type PagedProps = {
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  more?: undefined;
};

/**
 * A list that does not count its rows (a journal of a million entries): the rows so far, and «Показать еще» below
 * them while the last answer says there are more.
 */
export type ShowMore = { hasMore: boolean; onMore: () => void; label: string; loading?: boolean };

export type DataTableProps<Row, SortKey extends string> = {
  label: string;
  columns: Column<Row, SortKey>[];
  /** Undefined until the list has answered (or when it failed): then neither rows nor the empty text show. */
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  sort?: Sort<SortKey>;
  onSortChange?: (sort: Sort<SortKey>) => void;
  /** Shown only for an answer without rows, never while one is on the way. */
  emptyText: string;
  /** The list is being asked (its first answer, or new rows for a search, a page, a filter). */
  loading?: boolean;
  onRowClick?: (row: Row) => void;
} & (PagedProps | { more: ShowMore });

const PAGER_BUTTON_LABELS = {
  first: 'Первая страница',
  previous: 'Предыдущая страница',
  next: 'Следующая страница',
  last: 'Последняя страница',
} as const;

/** The "all rows" choice of the page-size menu; the customer API reads pageSize 0 as "all". */
export const ALL_ROWS = 0;
/** For lists whose API has no "all": the largest page it serves. */
export const ALL_ROWS_LIMIT = 1000;

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function DataTable<Row, SortKey extends string>(props: DataTableProps<Row, SortKey>) {
  const { columns, rows = [], sort, onSortChange } = props;
  const answered = props.rows !== undefined;
  // The first rows render after the table's frame, as a transition (in slices, with a commit of their own): a page of
  // rows with their buttons is the heaviest part of a list page, and rendered with the shell in one task it held a
  // phone's main thread for a quarter of a second. The body stays empty meanwhile, without the empty-list text.
  const rowsShown = useDeferredValue(true, false);
  const painted = useAfterPaint();
  const pagerPlace = <Box sx={{ minHeight: PAGER_HEIGHT_PX }} />;
  // Nothing to show yet: skeleton rows while the answer is on the way, the empty text once an empty one came.
  const body = rows.length > 0 ? 'rows' : props.loading ? 'skeleton' : answered ? 'empty' : 'none';
  const handleSort = (key: SortKey) => {
    if (!onSortChange) return;
    const order = sort?.key === key && sort.order === 'asc' ? 'desc' : 'asc';
    onSortChange({ key, order });
  };

  return (
    <Box>
      <Box sx={{ height: 4 }}>
        {props.loading && (
          <Suspense fallback={null}>
            <LinearProgress aria-label="Загрузка" />
          </Suspense>
        )}
      </Box>
      {/* Positioned, so a visually hidden header stays inside the scrolling box instead of widening the page. */}
      <TableContainer sx={{ position: 'relative' }}>
        {/* Busy while its rows are being replaced (the previous answer stays meanwhile): assistive technology waits. */}
        <Table size="small" aria-label={props.label} aria-busy={props.loading || undefined}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sx={{ width: column.width, fontWeight: 600, whiteSpace: column.wrapHeader ? 'normal' : 'nowrap' }}
                  sortDirection={sort && column.sortKey === sort.key ? sort.order : false}
                >
                  {column.sortKey && onSortChange && painted ? (
                    <Suspense fallback={column.label}>
                      <TableSortLabel
                        active={sort?.key === column.sortKey}
                        direction={sort?.key === column.sortKey ? sort.order : 'asc'}
                        onClick={() => column.sortKey && handleSort(column.sortKey)}
                      >
                        {column.label}
                      </TableSortLabel>
                    </Suspense>
                  ) : column.labelHidden ? (
                    <Box component="span" sx={VISUALLY_HIDDEN}>
                      {column.label}
                    </Box>
                  ) : column.hint && painted ? (
                    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                      {column.label}
                      <Suspense fallback={null}>
                        <ColumnHint text={column.hint} />
                      </Suspense>
                    </Box>
                  ) : (
                    column.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {body === 'skeleton' ? (
              <SkeletonRows columns={columns.length} />
            ) : !rowsShown || body === 'none' ? null : body === 'empty' ? (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {props.emptyText}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow
                  key={props.rowKey(row)}
                  hover
                  onClick={props.onRowClick ? () => props.onRowClick?.(row) : undefined}
                  sx={props.onRowClick ? { cursor: 'pointer' } : undefined}
                >
                  {columns.map((column) => (
                    <TableCell key={column.key} align={column.align}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {props.more ? (
        props.more.hasMore && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 1.5 }}>
            <Button variant="outlined" onClick={props.more.onMore} disabled={props.more.loading}>
              {props.more.label}
            </Button>
          </Box>
        )
      ) : painted ? (
        <Suspense fallback={pagerPlace}>
          <TablePagination
            component="div"
            count={props.total}
            page={props.pageSize === ALL_ROWS ? 0 : Math.max(0, props.page - 1)}
            rowsPerPage={props.pageSize === ALL_ROWS ? -1 : props.pageSize}
            rowsPerPageOptions={[...PAGE_SIZE_CHOICES, { label: 'Все', value: -1 }]}
            onPageChange={(_event, page) => props.onPageChange(page + 1)}
            onRowsPerPageChange={(event) => {
              const value = Number(event.target.value);
              props.onPageSizeChange(value === -1 ? ALL_ROWS : value);
            }}
            labelRowsPerPage="Строк на странице:"
            labelDisplayedRows={({ from, to, count }) => `${from}–${to} из ${count}`}
            // The arrows' names and hover titles, which MUI says in English by default.
            getItemAriaLabel={(type) => PAGER_BUTTON_LABELS[type]}
          />
        </Suspense>
      ) : (
        pagerPlace
      )}
    </Box>
  );
}
