/** The client card: the collapsible client block, its subscriptions and the blocks to add new ones. */
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CUSTOMER_STATUS_LABELS, formatDateTime, type Customer } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { paths } from '../../config/paths';
import { customerQuery } from '../../lib/shared-queries';
import { DetailsTable } from '../../components/layout/details-table';

// The dialogs (and their form library) load when one is opened.
const EditCustomerDialog = lazy(() => import('./components/edit-customer-dialog').then((m) => ({ default: m.EditCustomerDialog })));
const AddInnDialog = lazy(() => import('./components/add-inn-dialog').then((m) => ({ default: m.AddInnDialog })));

const ADD_BLOCKS = [
  { title: 'Приложения 1С', text: 'Типовые и отраслевые конфигурации в облаке.' },
  { title: 'Комплект «Бизнес»', text: 'Приложение и два рабочих места по фиксированной цене.' },
  { title: 'Сервисы и лицензии', text: 'Терминальный доступ, антивирус, продукты Microsoft.' },
] as const;

function CustomerBlock({ customer }: { customer: Customer }) {
  const [dialog, setDialog] = useState<'edit' | 'inn' | null>(null);
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
        <Button sx={{ mt: 1, mr: 1 }} onClick={() => setDialog('edit')}>
          Редактировать
        </Button>
        {!customer.inn && (
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
  /** The client's subscriptions, from the subscriptions feature (the route composes the two). */
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

  const orderHref = `${paths['service.list'].href()}?customerId=${encodeURIComponent(customerId)}`;

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Карточка клиента
      </Typography>
      <CustomerBlock customer={customer.data} />

      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        Подключить
      </Typography>
      <Grid container spacing={2}>
        {ADD_BLOCKS.map((block) => (
          <Grid key={block.title} size={{ xs: 12, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="subtitle1" component="h3">
                  {block.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {block.text}
                </Typography>
              </CardContent>
              <CardActions>
                <Button href={orderHref}>Заказать</Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>

      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Подписки
      </Typography>
      {subscriptions}

      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Сторонние приложения
      </Typography>
      <Typography color="text.secondary">
        Приложения других вендоров подключаются из Маркета.{' '}
        <Button size="small" href={orderHref}>
          Перейти в Маркет
        </Button>
      </Typography>
    </Paper>
  );
}
