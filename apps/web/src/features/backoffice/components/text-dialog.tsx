/** Shows a long text (a letter, an error report) in full. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

export type TextDialogProps = { title: string; lines: Array<[string, string]>; body: string; onClose: () => void };

export function TextDialog({ title, lines, body, onClose }: TextDialogProps) {
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="text-dialog-title">
      <DialogTitle id="text-dialog-title">{title}</DialogTitle>
      <DialogContent dividers>
        {lines.map(([label, value]) => (
          <Typography key={label} variant="body2" sx={{ mb: 0.5 }}>
            <strong>{label}:</strong> {value}
          </Typography>
        ))}
        <Typography component="pre" sx={{ mt: 2, whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
          {body}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
    </Dialog>
  );
}
