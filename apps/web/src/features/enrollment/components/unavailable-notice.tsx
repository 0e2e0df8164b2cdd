/** Document 2 §8: the status call answering 500 or above reads 'service temporarily unavailable', with a report or exit. */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IAS_TEXTS } from '@portal/domain';
import { useState } from 'react';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { ApiRequestError } from '../../../lib/api-client';
import { logoutToPromo } from '../../../lib/session';

export type UnavailableNoticeProps = { error: Error };

export function UnavailableNotice({ error }: UnavailableNoticeProps) {
  const [report, setReport] = useState<{ phase: 'idle' } | { phase: 'sending' } | { phase: 'done'; message: string }>({ phase: 'idle' });
  const handleReport = async () => {
    setReport({ phase: 'sending' });
    try {
      const { sendErrorReport } = await import('../../../components/error-dialog/send-error-report');
      const message = await sendErrorReport({
        title: IAS_TEXTS.unavailableTitle,
        message: errorText(error),
        url: error instanceof ApiRequestError ? error.url : '',
        status: error instanceof ApiRequestError ? error.status : null,
        details: `projectId: infra\npage: ${window.location.href}`,
      });
      setReport({ phase: 'done', message });
    } catch (failure) {
      setReport({ phase: 'done', message: `Не удалось отправить отчет: ${errorText(failure)}` });
    }
  };
  return (
    <Alert severity="error">
      <AlertTitle>{IAS_TEXTS.unavailableTitle}</AlertTitle>
      <Typography variant="body2">{IAS_TEXTS.unavailable}</Typography>
      {report.phase === 'sending' && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
          <CircularProgress size={16} color="inherit" aria-hidden />
          <Typography variant="body2">Отправка отчета..</Typography>
        </Stack>
      )}
      {report.phase === 'done' && (
        <Typography variant="body2" role="status" sx={{ mt: 1, fontWeight: 500 }}>
          {report.message}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button size="small" variant="outlined" color="inherit" onClick={handleReport} disabled={report.phase !== 'idle'}>
          Отправить отчет об ошибке
        </Button>
        <Button size="small" color="inherit" onClick={logoutToPromo}>
          {IAS_TEXTS.exit}
        </Button>
      </Stack>
    </Alert>
  );
}
