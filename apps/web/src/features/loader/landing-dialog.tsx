/** The dialogs the loader shows instead of entering the office (refused, off, pending, denied, unavailable). */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import type { Participation } from '@portal/domain';
import { useState } from 'react';
import { sendErrorReport } from '../../components/error-dialog/send-error-report';
import type { LandingDialog as LandingDialogKind } from '../../lib/landing';

export type LandingDialogProps = {
  dialog: LandingDialogKind;
  participation: Participation | null;
  onLogout: () => void;
  onClose: () => void;
  onApply: () => void;
};

type Texts = { title: string; text: string };

function textsFor(dialog: LandingDialogKind, participation: Participation | null): Texts {
  switch (dialog) {
    case 'refused': {
      const reason = participation?.rejectedReason ? ` Причина: ${participation.rejectedReason}` : '';
      return {
        title: 'Заявка отклонена',
        text: `Заявка на участие в партнерской программе (код партнера ${participation?.partnerCode ?? '—'}) отклонена.${reason}`,
      };
    }
    case 'off': {
      const reason = participation?.offReason ? ` Причина: ${participation.offReason}` : '';
      return { title: 'Участие приостановлено', text: `Ваша заявка на участие в партнерской программе приостановлена.${reason}` };
    }
    case 'pending':
      return {
        title: 'Заявка на рассмотрении',
        text: 'Ваша заявка на участие в партнерской программе находится на рассмотрении. Подтверждение ожидается в течение 1–2 рабочих часов.',
      };
    case 'accessDenied':
      return {
        title: 'Доступ запрещен',
        text: 'Личный кабинет доступен только партнерам и дистрибьюторам. Вы вышли из системы.',
      };
    case 'unavailable':
      return {
        title: 'Сервис временно недоступен',
        text: 'Сервис временно недоступен. Мы уже исправляем ошибку, работа будет восстановлена в течение часа.',
      };
    case 'offerApplication':
      return {
        title: 'Не удалось получить данные об участии',
        text: 'Чтобы работать в личном кабинете, заполните заявку на участие в партнерской программе.',
      };
  }
}

export function LandingDialog({ dialog, participation, onLogout, onClose, onApply }: LandingDialogProps) {
  const { title, text } = textsFor(dialog, participation);
  const [report, setReport] = useState<'idle' | 'sending' | string>('idle');

  const handleSendReport = async () => {
    setReport('sending');
    try {
      setReport(
        await sendErrorReport({ title, message: text, url: '/api/participation', status: 500, details: `page: ${window.location.href}` }),
      );
    } catch {
      setReport('Не удалось отправить отчет. Напишите, пожалуйста, в техническую поддержку.');
    }
  };

  return (
    <Dialog open aria-labelledby="landing-dialog-title" maxWidth="sm" fullWidth>
      <DialogTitle id="landing-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {report === 'sending' && (
          <>
            <DialogContentText sx={{ mt: 2 }}>Отправка отчета..</DialogContentText>
            <LinearProgress sx={{ mt: 1 }} />
          </>
        )}
        {report !== 'idle' && report !== 'sending' && (
          <DialogContentText role="status" sx={{ mt: 2, fontWeight: 500 }}>
            {report}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        {dialog === 'unavailable' && report === 'idle' && <Button onClick={handleSendReport}>Отправить отчет об ошибке</Button>}
        {dialog === 'offerApplication' && (
          <Button onClick={onApply} variant="contained">
            Заполнить заявку
          </Button>
        )}
        {dialog === 'accessDenied' ? (
          <Button onClick={onClose} variant="contained">
            OK
          </Button>
        ) : (
          <>
            <Button onClick={onLogout}>Выйти</Button>
            {dialog !== 'unavailable' && dialog !== 'offerApplication' && (
              <Button onClick={onClose} variant="contained">
                Закрыть
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
