/**
 * The body and actions of 'Произошла ошибка создания заказа': the reason (for applications also the status code
 * and the time), 'Отправить отчет об ошибке', 'К списку услуг' and 'Повторить', which reloads the order form.
 */
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { formatDateTime, INVOICING_NAV_TEXTS, ORDER_MESSAGES, ORDERS_CLOSED_CODE } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { sendErrorReport } from '../../../components/error-dialog/send-error-report';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { useCan } from '../../../lib/rights';

export type OrderFailure = {
  error: unknown;
  at: Date;
  /** The HTTP status, or null when the request never got an answer. */
  status: number | null;
  /** The application variant shows the status code and the time. */
  detailed: boolean;
};

export type OrderFailureContentProps = { failure: OrderFailure; titleId: string; summary: string; onRetry: () => void };

export function OrderFailureContent({ failure, titleId, summary, onRetry }: OrderFailureContentProps) {
  if (failure.error instanceof ApiRequestError && failure.error.code === ORDERS_CLOSED_CODE) {
    return <OrdersClosedContent message={failure.error.message} titleId={titleId} />;
  }
  return <FailureContent failure={failure} titleId={titleId} summary={summary} onRetry={onRetry} />;
}

/**
 * Orders closed by an overdue invoice: the server's message as it is (which invoice, how much), the way to
 * «Счета и акты», and no retry or error report: nothing failed, and a retry fails the same until the payment arrives.
 */
function OrdersClosedContent({ message, titleId }: { message: string; titleId: string }) {
  // «Счета и акты» opens for the «billing» right only.
  const mayReadInvoices = useCan('billing');
  return (
    <>
      <DialogTitle id={titleId}>{ORDER_MESSAGES.failed}</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="orders-closed">{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button href={paths['service.list'].href()}>К списку услуг</Button>
        {mayReadInvoices && (
          <Button variant="contained" href={paths.invoices.href()}>
            {INVOICING_NAV_TEXTS.title}
          </Button>
        )}
      </DialogActions>
    </>
  );
}

function FailureContent({ failure, titleId, summary, onRetry }: OrderFailureContentProps) {
  const reason = errorText(failure.error).replace(/[.!]+$/, '');
  const report = useMutation({
    mutationFn: () =>
      sendErrorReport({
        title: ORDER_MESSAGES.failed,
        message: reason,
        url: failure.error instanceof ApiRequestError ? failure.error.url : '',
        status: failure.status,
        details: [
          summary,
          failure.error instanceof ApiRequestError ? `code: ${failure.error.code}` : '',
          `time: ${failure.at.toISOString()}`,
          `page: ${window.location.href}`,
          `agent: ${navigator.userAgent}`,
        ]
          .filter(Boolean)
          .join('\n'),
      }),
  });

  return (
    <>
      <DialogTitle id={titleId}>{ORDER_MESSAGES.failed}</DialogTitle>
      <DialogContent>
        <DialogContentText>{reason}. Повторите заказ сейчас или позже.</DialogContentText>
        {failure.detailed && (
          <DialogContentText variant="body2" sx={{ mt: 1 }}>
            Код ответа: {failure.status ?? 'нет ответа'}. Время: {formatDateTime(failure.at)}
          </DialogContentText>
        )}
        {report.isPending && (
          <>
            <DialogContentText sx={{ mt: 2 }}>Отправка отчета..</DialogContentText>
            <LinearProgress sx={{ mt: 1 }} />
          </>
        )}
        {(report.isSuccess || report.isError) && (
          <DialogContentText role="status" sx={{ mt: 2, fontWeight: 500 }}>
            {report.isSuccess ? report.data : `Не удалось отправить отчет: ${errorText(report.error)}`}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => report.mutate()} disabled={!report.isIdle}>
          Отправить отчет об ошибке
        </Button>
        <Button href={paths['service.list'].href()}>К списку услуг</Button>
        <Button variant="contained" onClick={onRetry}>
          Повторить
        </Button>
      </DialogActions>
    </>
  );
}
