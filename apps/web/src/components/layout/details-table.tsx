/** Label and value rows, for the details of one thing (a client, an application). */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export type DetailsTableProps = { label: string; rows: Array<[string, ReactNode]> };

export function DetailsTable({ label, rows }: DetailsTableProps) {
  return (
    <Table size="small" aria-label={label}>
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
