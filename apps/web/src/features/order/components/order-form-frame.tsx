/** The frame of every order form: the page titled 'Форма заказа', what is ordered, then the form's steps. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type OrderFormFrameProps = { subject: string; name: string; children: ReactNode };

export function OrderFormFrame({ subject, name, children }: OrderFormFrameProps) {
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Форма заказа
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {subject}: <strong>{name}</strong>
      </Typography>
      {children}
    </Paper>
  );
}

export function StepHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h6" component="h2">
      {children}
    </Typography>
  );
}
