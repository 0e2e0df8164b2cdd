/** The home page's trials ending this week: client, product and the trial's end, from the trial subscription list. */
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { ALL_ROWS_LIMIT } from '../../components/data-table/data-table';
import { paths } from '../../config/paths';
import { subscriptionsQuery } from './api/subscriptions';
import { trialsEndingWithin } from './utils/trials-ending';

const TITLE = 'Пробные периоды, которые закончатся на этой неделе';

export function TrialsEndingSoon() {
  const list = useQuery(subscriptionsQuery({ filter: 'trial', search: '', page: 1, pageSize: ALL_ROWS_LIMIT }));
  const ending = list.data ? trialsEndingWithin(list.data.items, new Date()) : [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="trials-ending" sx={{ p: 2 }}>
      <Typography id="trials-ending" variant="h6" component="h2" gutterBottom>
        {TITLE}
      </Typography>
      {list.isError ? (
        <Typography color="error">Не удалось загрузить подписки с пробным периодом</Typography>
      ) : !list.data ? (
        <Typography color="textSecondary">Загрузка…</Typography>
      ) : ending.length === 0 ? (
        <Typography color="textSecondary">На этой неделе пробные периоды не заканчиваются</Typography>
      ) : (
        <Table size="small" aria-label={TITLE}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>Клиент</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>Продукт</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>Окончание пробного периода</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {ending.map((subscription) => (
              <TableRow key={subscription.subscriptionId}>
                <TableCell>
                  <Link href={paths['client.detail.item'].href({ customerId: subscription.customerId })}>{subscription.customerName}</Link>
                </TableCell>
                <TableCell>{subscription.serviceName}</TableCell>
                <TableCell>{subscription.trialEnd ? formatDateTime(subscription.trialEnd) : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
