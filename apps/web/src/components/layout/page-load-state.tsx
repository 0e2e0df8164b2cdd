/** A detail page before its data is there: loading, or the failure (the domain's text for a 404), and the way back. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ApiRequestError } from '../../lib/api-error';
import { errorText } from '../error-dialog/error-dialog-provider';

export type PageLoadStateProps = {
  title: string;
  error: unknown;
  /** What a 404 means here ('Подписка не найдена', 'Заказ не найден'). */
  notFoundText: string;
  back: { href: string; label: string };
};

export function PageLoadState({ title, error, notFoundText, back }: PageLoadStateProps) {
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {error ? (
        <Alert severity="error">{error instanceof ApiRequestError && error.status === 404 ? notFoundText : errorText(error)}</Alert>
      ) : (
        <Typography>Загрузка…</Typography>
      )}
      <Button sx={{ mt: 2 }} href={back.href}>
        {back.label}
      </Button>
    </Paper>
  );
}
