/** One section of the security page: its frame, its heading and, when it has one, the line that explains it. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function SecuritySection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {hint}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
