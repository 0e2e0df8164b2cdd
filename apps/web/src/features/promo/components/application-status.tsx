/** The state of a submitted application: under review with the submitted data, or its current status. */
import SwitchAccount from '@mui/icons-material/SwitchAccount';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Participation } from '@portal/domain';
import { paths } from '../../../config/paths';
import { DetailsTable } from '../../../components/layout/details-table';
import { statusNotice } from '../utils/status-notice';

export type ApplicationStatusProps = { participation: Participation; duplicate?: boolean };

export function ApplicationStatus({ participation, duplicate = false }: ApplicationStatusProps) {
  const notice = statusNotice(participation);
  const rows: Array<[string, string]> = [
    ['Компания', participation.partnerName],
    ['Ответственное лицо', participation.name],
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
      <Alert severity={notice.severity} sx={{ mb: 2 }} role="status">
        <AlertTitle>{notice.title}</AlertTitle>
        {notice.lines.map((line) => (
          <Box key={line}>{line}</Box>
        ))}
      </Alert>
      <DetailsTable label="Данные заявки" rows={rows} />
      {participation.status === 'on' && (
        // The spec's profile-switch button: from the public page into the partner's cabinet.
        <Button variant="contained" startIcon={<SwitchAccount />} href={paths['service.list'].href()} sx={{ mt: 2 }}>
          Перейти в личный кабинет
        </Button>
      )}
    </Box>
  );
}
