/** Label and value rows, for the details of one thing (a client, an application). */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export type DetailsTableProps = {
  label: string;
  rows: Array<[string, ReactNode]>;
  /** Its values are being read again (another month's stay meanwhile). */
  busy?: boolean;
};

export function DetailsTable({ label, rows, busy = false }: DetailsTableProps) {
  return (
    <Table size="small" aria-label={label} aria-busy={busy || undefined}>
      <TableBody>
        {rows.map(([name, value]) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row" sx={{ width: '40%', maxWidth: 220, color: 'text.secondary' }}>
              {name}
            </TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
