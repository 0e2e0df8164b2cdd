/**
 * The frame of every order form: the page titled 'Форма заказа', what is ordered (and for 1C applications the
 * configuration's type), why the service cannot be ordered now if it cannot, then the form's steps.
 */
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { INVOICING_NAV_TEXTS, INVOICING_ORDER_TEXTS, type Service } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';
import { useCan } from '../../../lib/rights';
import { debtQuery } from '../../../lib/shared-queries';
import { orderSubject } from '../order-subject';

function FormPaper({ children }: { children: ReactNode }) {
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Форма заказа
      </Typography>
      {children}
    </Paper>
  );
}

export type OrderFormFrameProps = {
  service: Pick<Service, 'name' | 'resourceCategory' | 'group' | 'lockReason'>;
  children: ReactNode;
};

/**
 * Orders closed by an overdue invoice, said before the form is filled rather than at its end — to a person who may read
 * the partner's money (the «billing» right); the others learn it from the order's refusal.
 */
function OrdersClosedNotice() {
  const closedBy = useQuery({ ...debtQuery, enabled: useCan('billing') }).data?.ordersClosedBy;
  if (!closedBy) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="orders-closed-notice">
      {INVOICING_ORDER_TEXTS.ordersClosed(closedBy.number, closedBy.issuedOn, closedBy.unpaid)}{' '}
      <Link href={paths.invoices.href()}>{INVOICING_NAV_TEXTS.title}</Link>
    </Alert>
  );
}

export function OrderFormFrame({ service, children }: OrderFormFrameProps) {
  const { subject, type } = orderSubject(service);
  return (
    <FormPaper>
      <Typography sx={{ mb: type ? 0 : 2 }}>
        {subject}: <strong>{service.name}</strong>
      </Typography>
      {type && <Typography sx={{ mb: 2 }}>Тип конфигурации: {type}</Typography>}
      <OrdersClosedNotice />
      {service.lockReason && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {service.lockReason}
        </Alert>
      )}
      {children}
    </FormPaper>
  );
}

export type OrderFormUnavailableProps = {
  /** What went wrong; without it the form is still loading. */
  problem?: string | null | undefined;
};

/** The form while its catalogue data loads, or in its place when that data cannot be had: the reason and a way back. */
export function OrderFormUnavailable({ problem }: OrderFormUnavailableProps) {
  return (
    <FormPaper>
      {problem ? (
        <Alert severity="error">
          {problem} <Link href={paths['service.list'].href()}>Вернуться в Маркет</Link>
        </Alert>
      ) : (
        <Typography role="status">Загрузка…</Typography>
      )}
    </FormPaper>
  );
}

export function StepHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h6" component="h2">
      {children}
    </Typography>
  );
}
