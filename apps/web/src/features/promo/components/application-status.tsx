/** The state of a submitted application: under review with the submitted data, or its current status. */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PARTICIPATION_STATUS_LABELS, type Participation } from '@portal/domain';
import { paths } from '../../../config/paths';
import { DetailsTable } from '../../../components/layout/details-table';

export type ApplicationStatusProps = { participation: Participation; duplicate?: boolean };

export function ApplicationStatus({ participation, duplicate = false }: ApplicationStatusProps) {
  const { status } = participation;
  const underReview = status === null || status === 'wait';
  const rows: Array<[string, string]> = [
    ['Компания', participation.partnerName],
    ['Контактное лицо', participation.name],
    ['E-mail', participation.email],
    ['Телефон', participation.phone],
    ['Код партнера', participation.partnerCode],
  ];

  return (
    <Box>
      {duplicate && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Заявка от вашей учетной записи уже подана. Ниже — ее текущий статус.
        </Alert>
      )}
      <Alert severity={status === 'on' ? 'success' : status === 'refused' || status === 'off' ? 'warning' : 'info'} sx={{ mb: 2 }}>
        <AlertTitle>{underReview ? 'Заявка на рассмотрении' : `Статус заявки: ${PARTICIPATION_STATUS_LABELS[status]}`}</AlertTitle>
        {underReview && 'Подтверждение ожидается в течение 1–2 рабочих часов. Мы сообщим о решении письмом.'}
        {status === 'refused' && participation.rejectedReason && `Причина: ${participation.rejectedReason}`}
        {status === 'off' && participation.offReason && `Причина: ${participation.offReason}`}
        {status === 'on' && 'Ваша компания — партнер 1С:ГРМ. Личный кабинет открыт.'}
      </Alert>
      <DetailsTable label="Данные заявки" rows={rows} />
      {status === 'on' && (
        <Button variant="contained" href={paths['service.list'].href()} sx={{ mt: 2 }}>
          Перейти в личный кабинет
        </Button>
      )}
    </Box>
  );
}
