/** A titled chart with its numbers one click away: 'Показать таблицу' opens the table the chart is drawn from. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { CHART_TABLE_TOGGLE } from './chart-card-texts';

export type ChartCardProps = { title: string; chart: ReactNode; table: ReactNode };

export function ChartCard({ title, chart, table }: ChartCardProps) {
  const [open, setOpen] = useState(false);
  const tableId = useId();
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, flex: '1 1 340px', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Button size="small" aria-expanded={open} aria-controls={tableId} onClick={() => setOpen(!open)}>
          {open ? CHART_TABLE_TOGGLE.hide : CHART_TABLE_TOGGLE.show}
        </Button>
      </Box>
      {chart}
      <Box id={tableId} hidden={!open} sx={{ mt: 1 }}>
        {open && table}
      </Box>
    </Paper>
  );
}
