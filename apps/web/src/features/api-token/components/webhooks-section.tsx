/**
 * The webhooks tab (decision 019): the partner's endpoints with their events and signing secret, a test event, and
 * each endpoint's deliveries with the receiver's answers (asked again while one waits for a retry).
 */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatDateTime,
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_TEXTS,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { CopyButton } from '../../../components/copy/copy-button';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { useToast } from '../../../components/toast/toast-provider';
import { deleteWebhookEndpoint, sendTestWebhook, webhookDeliveriesQuery, webhookEndpointsQuery } from '../api/webhooks';
import { EndpointDialog } from './endpoint-dialog';
import { BlockedNote, usePartnerBlocked } from '../../../components/blocked-note/blocked-note';

const eventLabel = (type: string) =>
  type in WEBHOOK_EVENT_LABELS ? WEBHOOK_EVENT_LABELS[type as keyof typeof WEBHOOK_EVENT_LABELS] : type;

function responseText(delivery: WebhookDelivery): string {
  if (delivery.error) return delivery.error;
  if (delivery.responseStatus === null) return '—';
  return `${delivery.responseStatus}${delivery.responseBody ? `: ${delivery.responseBody}` : ''}`;
}

function Deliveries({ endpointId }: { endpointId: string }) {
  const [page, setPage] = useState(0);
  const deliveries = useQuery(webhookDeliveriesQuery(endpointId, page));
  const items = deliveries.data?.items ?? [];
  if (deliveries.isSuccess && deliveries.data.total === 0) {
    return <Typography color="textSecondary">{WEBHOOK_TEXTS.noDeliveries}</Typography>;
  }
  return (
    <>
      <Table size="small" aria-label={WEBHOOK_TEXTS.deliveries}>
        <TableHead>
          <TableRow>
            <TableCell>{WEBHOOK_TEXTS.createdAt}</TableCell>
            <TableCell>{WEBHOOK_TEXTS.event}</TableCell>
            <TableCell>{WEBHOOK_TEXTS.status}</TableCell>
            <TableCell align="right">{WEBHOOK_TEXTS.attempts}</TableCell>
            <TableCell>{WEBHOOK_TEXTS.response}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((delivery) => (
            <TableRow key={delivery.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(delivery.createdAt)}</TableCell>
              <TableCell>{eventLabel(delivery.eventType)}</TableCell>
              <TableCell>{WEBHOOK_TEXTS.statusLabels[delivery.status]}</TableCell>
              <TableCell align="right">{delivery.attempts}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{responseText(delivery)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {(deliveries.data?.total ?? 0) > WEBHOOK_DELIVERIES_PAGE_SIZE && (
        <TablePagination
          component="div"
          count={deliveries.data?.total ?? 0}
          page={page}
          rowsPerPage={WEBHOOK_DELIVERIES_PAGE_SIZE}
          rowsPerPageOptions={[]}
          onPageChange={(_event, next) => setPage(next)}
        />
      )}
    </>
  );
}

function EndpointCard({ endpoint, onEdit }: { endpoint: WebhookEndpoint; onEdit: () => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const blocked = usePartnerBlocked();
  const test = useMutation({
    mutationFn: () => sendTestWebhook(endpoint.id),
    onSuccess: () => {
      toast.show(WEBHOOK_TEXTS.testQueued, { severity: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['webhooks', endpoint.id] });
    },
    onError: (error) => toast.show(errorText(error), { severity: 'error' }),
  });
  const remove = useMutation({
    mutationFn: () => deleteWebhookEndpoint(endpoint.id),
    onSuccess: () => {
      toast.show(WEBHOOK_TEXTS.deleted, { severity: 'success' });
      void queryClient.invalidateQueries({ queryKey: webhookEndpointsQuery.queryKey });
    },
    onError: (error) => toast.show(errorText(error), { severity: 'error' }),
  });

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={endpoint.url}>
      <Stack spacing={1.5}>
        <Typography variant="subtitle1" component="h2" sx={{ wordBreak: 'break-all' }}>
          {endpoint.url}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {endpoint.events.map((event) => (
            <Chip key={event} size="small" label={WEBHOOK_EVENT_LABELS[event]} />
          ))}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="textSecondary">
            {WEBHOOK_TEXTS.secret}:
          </Typography>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {endpoint.secret}
          </Typography>
          <CopyButton text={endpoint.secret} label={WEBHOOK_TEXTS.copySecret} />
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" size="small" onClick={() => test.mutate()} disabled={test.isPending || blocked}>
            {WEBHOOK_TEXTS.sendTest}
          </Button>
          <Button size="small" onClick={onEdit} disabled={blocked}>
            {WEBHOOK_TEXTS.edit}
          </Button>
          <Button size="small" color="error" onClick={() => setConfirming(true)} disabled={remove.isPending}>
            {WEBHOOK_TEXTS.delete}
          </Button>
        </Stack>
        <Typography variant="subtitle2" component="h3">
          {WEBHOOK_TEXTS.deliveries}
        </Typography>
        <Deliveries endpointId={endpoint.id} />
      </Stack>
      {confirming && (
        <ConfirmDialog
          title={WEBHOOK_TEXTS.delete}
          text={WEBHOOK_TEXTS.deleteConfirm}
          confirmLabel={WEBHOOK_TEXTS.delete}
          onConfirm={() => remove.mutate()}
          onClose={() => setConfirming(false)}
        />
      )}
    </Paper>
  );
}

export function WebhooksSection() {
  const endpoints = useQuery(webhookEndpointsQuery);
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const blocked = usePartnerBlocked();
  return (
    <Stack spacing={2}>
      <Typography>{WEBHOOK_TEXTS.intro}</Typography>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => setEditing('new')} disabled={blocked}>
          {WEBHOOK_TEXTS.add}
        </Button>
        {blocked && <BlockedNote />}
      </Stack>
      {endpoints.isSuccess && endpoints.data.length === 0 && <Typography color="textSecondary">{WEBHOOK_TEXTS.empty}</Typography>}
      {endpoints.data?.map((endpoint) => (
        <EndpointCard key={endpoint.id} endpoint={endpoint} onEdit={() => setEditing(endpoint)} />
      ))}
      {editing !== null && <EndpointDialog endpoint={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
