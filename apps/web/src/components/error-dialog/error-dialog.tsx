/** The error dialog's view (see error-dialog-provider.tsx), loaded when the first error is shown. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import type { ErrorDialogContent, ReportState } from './error-dialog-provider';

type Props = {
  content: ErrorDialogContent | null;
  report: ReportState;
  onClose: () => void;
  onSendReport: () => void;
};

export function ErrorDialog({ content, report, onClose: handleClose, onSendReport: handleSendReport }: Props) {
  return (
    <Dialog open={content !== null} onClose={handleClose} aria-labelledby="error-dialog-title" maxWidth="sm" fullWidth>
      <DialogTitle id="error-dialog-title">{content?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{content?.text}</DialogContentText>
        {content?.status !== undefined && (
          <DialogContentText variant="body2" sx={{ mt: 1 }}>
            Код ответа: {content.status}
            {content.url ? `, адрес: ${content.url}` : ''}
          </DialogContentText>
        )}
        {report.phase === 'sending' && (
          <>
            <DialogContentText sx={{ mt: 2 }}>Отправка отчета..</DialogContentText>
            <LinearProgress sx={{ mt: 1 }} />
          </>
        )}
        {report.phase === 'done' && (
          <DialogContentText role="status" sx={{ mt: 2, fontWeight: 500 }}>
            {report.message}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        {report.phase === 'done' ? (
          <Button onClick={handleClose}>закрыть</Button>
        ) : (
          <>
            <Button onClick={handleSendReport} disabled={report.phase === 'sending'}>
              Отправить отчет об ошибке
            </Button>
            <Button onClick={handleClose} variant="contained" disabled={report.phase === 'sending'}>
              OK
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
