/** An application of a rate page: a table of positions with the partner's price and, where there is one, the client's. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney, RATE_TEXTS, type RateTable as RateTableData } from '@portal/domain';

export type RateTableProps = { table: RateTableData };

const head = { fontWeight: 600 };

export function RateTable({ table }: RateTableProps) {
  const withClient = table.rows.some((r) => r.clientPrice !== null);
  const c = RATE_TEXTS.columns;
  return (
    <section aria-labelledby={`rate-table-${table.number}`}>
      <Typography id={`rate-table-${table.number}`} variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {table.title}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby={`rate-table-${table.number}`}>
          <TableHead>
            <TableRow>
              <TableCell sx={head}>{c.name}</TableCell>
              <TableCell sx={head}>{c.option}</TableCell>
              <TableCell sx={head} align="right">
                {c.price}
              </TableCell>
              {withClient && (
                <TableCell sx={head} align="right">
                  {c.clientPrice}
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.map((row) => (
              <TableRow key={`${row.resourceCode}|${row.name}|${row.variant}|${row.price}`} hover>
                <TableCell>{row.name}</TableCell>
                <TableCell>{[row.variant, row.option].filter(Boolean).join(' · ') || '—'}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(row.price, 2)}
                </TableCell>
                {withClient && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {row.clientPrice === null ? '—' : formatMoney(row.clientPrice, 2)}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
