/** The subscription's client as a collapsible block of the detail page, with the way to the client card. */
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SubscriptionDetail } from '@portal/domain';
import { DetailsTable } from '../../../components/layout/details-table';
import { paths } from '../../../config/paths';

export type CustomerSummaryProps = { customer: SubscriptionDetail['customer'] };

export function CustomerSummary({ customer }: CustomerSummaryProps) {
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls="subscription-customer" id="subscription-customer-header">
        <Typography>
          Клиент: <strong>{customer.name}</strong>
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="subscription-customer">
        <DetailsTable
          label="Данные клиента"
          rows={[
            ['Контактное лицо', customer.responsible],
            ['E-mail', customer.email],
            ['Телефон', customer.phone ?? '—'],
            ['ИНН', customer.inn ?? '—'],
            ['Город', customer.city ?? '—'],
          ]}
        />
        <Button sx={{ mt: 1 }} href={paths['client.detail.item'].href({ customerId: customer.customerId })}>
          Открыть карточку клиента
        </Button>
      </AccordionDetails>
    </Accordion>
  );
}
