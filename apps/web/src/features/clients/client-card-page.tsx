/** The client card: the collapsible client block, then its subscriptions by category with the blocks to add new ones. */
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CUSTOMER_STATUS_LABELS, formatDateTime, type Customer } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { paths } from '../../config/paths';
import { useCan } from '../../lib/rights';
import { customerQuery } from '../../lib/shared-queries';
import { DetailsTable } from '../../components/layout/details-table';

// The dialogs (and their form library) load when one is opened.
const EditCustomerDialog = lazy(() => import('./components/edit-customer-dialog').then((m) => ({ default: m.EditCustomerDialog })));
const AddInnDialog = lazy(() => import('./components/add-inn-dialog').then((m) => ({ default: m.AddInnDialog })));

function CustomerBlock({ customer }: { customer: Customer }) {
  const [dialog, setDialog] = useState<'edit' | 'inn' | null>(null);
  const mayEdit = useCan('clients');
  const rows: Array<[string, string]> = [
    ['Контактное лицо', customer.responsible],
    ['E-mail', customer.email],
    ['Телефон', customer.phone ?? '—'],
    ['ИНН', customer.inn ?? '—'],
    ['КПП', customer.kpp ?? '—'],
    ['Город', customer.city ?? '—'],
    ['Адрес', customer.street ?? '—'],
    ['Логин', customer.oneCId ?? '—'],
    ['Код клиента', customer.customerCode],
    ['Зарегистрирован', formatDateTime(customer.createdAt)],
  ];
  return (
    <Accordion defaultExpanded disableGutters>
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls="customer-block" id="customer-block-header">
        <Typography variant="h6" component="h2" sx={{ mr: 2 }}>
          {customer.name}
        </Typography>
        <Chip
          size="small"
          label={CUSTOMER_STATUS_LABELS[customer.status]}
          color={customer.status === 'confirmed' ? 'success' : customer.status === 'rejected' ? 'error' : 'warning'}
        />
      </AccordionSummary>
      <AccordionDetails id="customer-block">
        <DetailsTable label="Данные клиента" rows={rows} />
        {mayEdit && (
          <Button sx={{ mt: 1, mr: 1 }} onClick={() => setDialog('edit')}>
            Редактировать
          </Button>
        )}
        {mayEdit && !customer.inn && (
          <Button sx={{ mt: 1 }} onClick={() => setDialog('inn')}>
            Указать ИНН
          </Button>
        )}
        <Suspense fallback={null}>
          {dialog === 'edit' && <EditCustomerDialog customer={customer} onClose={() => setDialog(null)} />}
          {dialog === 'inn' && <AddInnDialog customer={customer} onClose={() => setDialog(null)} />}
        </Suspense>
      </AccordionDetails>
    </Accordion>
  );
}

export type ClientCardPageProps = {
  customerId: string;
  /** The client's subscriptions and add-subscription blocks, from the subscriptions feature (the route composes the two). */
  subscriptions: ReactNode;
};

export function ClientCardPage({ customerId, subscriptions }: ClientCardPageProps) {
  const customer = useQuery(customerQuery(customerId));

  if (customer.isError) {
    return (
      <Paper sx={{ p: 3 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Карточка клиента
        </Typography>
        <Alert severity="error">{errorText(customer.error)}</Alert>
        <Button sx={{ mt: 2 }} href={paths['client.subscriptions.all'].href()}>
          К списку клиентов
        </Button>
      </Paper>
    );
  }
  if (!customer.data) return <Typography>Загрузка…</Typography>;

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Карточка клиента
      </Typography>
      <CustomerBlock customer={customer.data} />

      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Подписки
      </Typography>
      {subscriptions}
    </Paper>
  );
}
