/**
 * The subscription detail (client.detail.item with subscriptionId; document 1 §2 Subscription detail): service and kit,
 * the deploy status (re-read every 5 s while it settles), the planned deletion, the client, the options with their
 * counters and month prices, the comment, the way to its orders, and deletion. ?serviceOptionId= opens that option's
 * dialog, so a reload keeps it. Its data comes in two requests: the subscription and its comment.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CHANGE_MESSAGES, DELETION_MESSAGES, formatDateTime, isOnTrial, TRIAL_MESSAGES, type SubscriptionDetail } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useNavigate, useSearchParams } from '../../lib/router';
import { CommentWidget } from '../../components/comment-widget/comment-widget';
import { DetailsTable } from '../../components/layout/details-table';
import { PageLoadState } from '../../components/layout/page-load-state';
import { paths } from '../../config/paths';
import { ApiRequestError } from '../../lib/api-client';
import { useCan } from '../../lib/rights';
import { subscriptionDetailQuery } from './api/subscription-detail';
import { ChangeOutcome } from './components/change-outcome';
import { ConvertToPaidButton } from './components/convert-to-paid-button';
import { CustomerSummary } from './components/customer-summary';
import { DeployStatusCell } from './components/deploy-status-cell';
import { DetailDeletion } from './components/detail-deletion';
import { ListLoadError } from './components/list-load-error';
import { OptionsTable } from './components/options-table';
import { PriceCell } from './components/price-cell';
import { useSubscriptionChange } from './hooks/use-subscription-change';

const EditOptionDialog = lazy(() => import('./components/edit-option-dialog').then((m) => ({ default: m.EditOptionDialog })));

const date = (value: string | null) => (value ? formatDateTime(value) : '—');

function detailRows(detail: SubscriptionDetail): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    ['Тип развертывания', detail.serviceKitName],
    ['Дата создания', date(detail.createDate)],
    ['Дата начала', date(detail.startDate)],
  ];
  if (detail.trialEnd) rows.push(['Пробный период', `${date(detail.trialStart)} — ${date(detail.trialEnd)}`]);
  rows.push(['Дата удаления', date(detail.expirationDate)]);
  if (detail.deletionReason) rows.push(['Причина удаления', detail.deletionReason]);
  return rows;
}

/** A change that failed last, with its retry, followed like a change sent from the dialog. */
function FailedChange({ detail }: { detail: SubscriptionDetail }) {
  const change = useSubscriptionChange(detail);
  if (change.phase.kind !== 'idle') return <ChangeOutcome phase={change.phase} onRetry={() => change.retry()} />;
  if (!detail.failedChangeOrderId) return null;
  const orderId = detail.failedChangeOrderId;
  return <ChangeOutcome phase={{ kind: 'failed', orderId, error: null }} onRetry={() => change.retry(orderId)} />;
}

export type SubscriptionDetailPageProps = { customerId: string; subscriptionId: string };

export function SubscriptionDetailPage({ customerId, subscriptionId }: SubscriptionDetailPageProps) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const query = useQuery(subscriptionDetailQuery(subscriptionId));
  const mayChange = useCan('orders');
  const cardHref = paths['client.detail.item'].href({ customerId });

  const detail = query.data;
  // A failed load (other than a missing subscription) says what the spec says and offers the request again.
  if (!detail && query.error && !(query.error instanceof ApiRequestError && query.error.status === 404)) {
    return (
      <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Подписка
        </Typography>
        <ListLoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        <Button href={cardHref}>К карточке клиента</Button>
      </Paper>
    );
  }
  if (!detail) {
    return (
      <PageLoadState
        title="Подписка"
        error={query.error}
        notFoundText={DELETION_MESSAGES.notFound}
        back={{ href: cardHref, label: 'К карточке клиента' }}
      />
    );
  }

  const optionId = params.get('serviceOptionId');
  // An option's dialog changes it: opened by its address only for those who may.
  const editedOption = optionId && mayChange ? detail.serviceOptions.find((option) => option.serviceOptionId === optionId) : undefined;
  const openOption = (serviceOptionId: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (serviceOptionId) next.set('serviceOptionId', serviceOptionId);
        else next.delete('serviceOptionId');
        return next;
      },
      { replace: true },
    );

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Link href={cardHref} variant="body2">
        ← Карточка клиента
      </Link>
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        {detail.serviceName}
      </Typography>
      <Typography color="textSecondary" gutterBottom>
        {detail.serviceKitName}
      </Typography>

      <Stack spacing={2}>
        <Box aria-label="Статус подписки" role="group">
          <DeployStatusCell subscription={detail} />
          {detail.deployStatus === 'DEPLOY_FAILED' && detail.lastError && (
            <Typography variant="body2" color="error">
              {detail.lastError}
            </Typography>
          )}
        </Box>
        {detail.isDirectSubscription && <Alert severity="info">{CHANGE_MESSAGES.directSubscription}</Alert>}
        {detail.conversionKitId && (
          <Box>
            <ConvertToPaidButton
              subscriptionId={detail.subscriptionId}
              serviceKitId={detail.conversionKitId}
              onConverted={(conversion) =>
                void navigate(paths['client.detail.item'].href({ customerId }, { subscriptionId: conversion.subscriptionId }).slice(1))
              }
            />
          </Box>
        )}
        {detail.convertedTo && (
          <Alert severity="info">
            {TRIAL_MESSAGES.converted}:{' '}
            <Link href={paths['client.detail.item'].href({ customerId }, { subscriptionId: detail.convertedTo })}>
              открыть платную подписку
            </Link>
          </Alert>
        )}
        <FailedChange detail={detail} />

        <CustomerSummary customer={detail.customer} />
        <DetailsTable label="Подписка" rows={detailRows(detail)} />
        <Typography component="div">
          Стоимость в месяц: <PriceCell subscription={{ onTrial: isOnTrial(detail, new Date()), price: detail.price }} />
        </Typography>

        <Typography variant="h6" component="h2">
          Опции
        </Typography>
        <OptionsTable detail={detail} onEdit={(option) => openOption(option.serviceOptionId)} />

        <Typography variant="h6" component="h2">
          Комментарий
        </Typography>
        <CommentWidget subscriptionId={detail.subscriptionId} />

        <Box>
          <Button href={paths['order.list'].href({}, { subscriptionId: detail.subscriptionId })}>Заказы подписки</Button>
        </Box>

        {/* Once removed, the subscription is gone: back to its client. */}
        <DetailDeletion detail={detail} onOutcome={(outcome) => outcome === 'deleted' && void navigate(cardHref.slice(1))} />
      </Stack>

      {editedOption && (
        <Suspense fallback={null}>
          <EditOptionDialog key={editedOption.serviceOptionId} detail={detail} option={editedOption} onClose={() => openOption(null)} />
        </Suspense>
      )}
    </Paper>
  );
}
