/** One support request in full, with the operator's answer form (loaded when a request is opened). */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { FEEDBACK_PROJECT_LABELS, formatDateTime, type BackofficeFeedbackItem } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { apiErrorContent, useErrorDialog } from '../../../components/error-dialog/error-dialog-provider';
import { TextField } from '../../../components/text-field/text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { useAnswerFeedback } from '../api/feedback';

export type AnswerDialogProps = { item: BackofficeFeedbackItem; onClose: () => void };

export function AnswerDialog({ item, onClose }: AnswerDialogProps) {
  const toast = useToast();
  const { showError } = useErrorDialog();
  const [answer, setAnswer] = useState('');
  const send = useAnswerFeedback({
    onSuccess: () => {
      toast.show('Ответ отправлен партнеру', { severity: 'success' });
      onClose();
    },
    onError: (error) => showError(apiErrorContent('Не удалось отправить ответ', error)),
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ id: item.id, answer: answer.trim() });
  };
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="feedback-dialog-title">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id="feedback-dialog-title">{item.subject}</DialogTitle>
        <DialogContent dividers>
          {(
            [
              ['Партнер', `${item.partnerName} (код ${item.partnerCode})`],
              ['Отправитель', `${item.responsible}, ${item.email}`],
              ['Проект', `${FEEDBACK_PROJECT_LABELS[item.projectId]} (${item.projectId})`],
              ['Дата', formatDateTime(item.createdAt)],
            ] as const
          ).map(([label, value]) => (
            <Typography key={label} variant="body2" sx={{ mb: 0.5 }}>
              <strong>{label}:</strong> {value}
            </Typography>
          ))}
          <Typography component="pre" sx={{ mt: 2, whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
            {item.message}
          </Typography>
          {item.errorInfo && (
            <>
              <Typography variant="subtitle2" sx={{ mt: 2 }}>
                Сведения об ошибке
              </Typography>
              <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontSize: 13, bgcolor: 'action.hover', p: 1 }}>
                {item.errorInfo}
              </Typography>
            </>
          )}
          {item.answer ? (
            <>
              <Typography variant="subtitle2" sx={{ mt: 2 }}>
                Ответ от {item.answeredAt ? formatDateTime(item.answeredAt) : ''}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{item.answer}</Typography>
            </>
          ) : (
            <TextField
              label="Ответ"
              multiline
              minRows={5}
              fullWidth
              required
              sx={{ mt: 2 }}
              value={answer}
              onChange={(event) => setAnswer(event.target.value)}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Закрыть</Button>
          {!item.answer && (
            <Button type="submit" variant="contained" disabled={!answer.trim() || send.isPending}>
              Ответить
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
