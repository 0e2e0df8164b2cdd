/** A calculator's page: the back arrow to the calculator home, the title, the steps. */
import ArrowBack from '@mui/icons-material/ArrowBack';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';

export type CalculatorFrameProps = { title: string; children: ReactNode };

export function CalculatorFrame({ title, children }: CalculatorFrameProps) {
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <IconButton href={paths.calc.href()} aria-label="Назад к калькуляторам">
          <ArrowBack />
        </IconButton>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
      </Stack>
      {children}
    </Paper>
  );
}
