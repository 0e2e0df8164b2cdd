/** Adds or changes a webhook endpoint: its HTTPS address and the events it receives. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import {
  WEBHOOK_ERRORS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_TEXTS,
  type WebhookEndpoint,
  type WebhookEvent,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { TextField } from '../../../components/text-field/text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { ApiRequestError } from '../../../lib/api-error';
import { changeWebhookEndpoint, createWebhookEndpoint, webhookEndpointsQuery } from '../api/webhooks';

export type EndpointDialogProps = { endpoint: WebhookEndpoint | null; onClose: () => void };

export function EndpointDialog({ endpoint, onClose }: EndpointDialogProps) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [url, setUrl] = useState(endpoint?.url ?? 'https://');
  const [events, setEvents] = useState<WebhookEvent[]>(endpoint?.events ?? []);
  const [errors, setErrors] = useState<{ url?: string; events?: string; form?: string }>({});

  const save = useMutation({
    mutationFn: () => (endpoint ? changeWebhookEndpoint(endpoint.id, { url, events }) : createWebhookEndpoint({ url, events })),
    onSuccess: () => {
      toast.show(WEBHOOK_TEXTS.saved, { severity: 'success' });
      void queryClient.invalidateQueries({ queryKey: webhookEndpointsQuery.queryKey });
      onClose();
    },
    onError: (error) => {
      const details = error instanceof ApiRequestError ? (error.details ?? []) : [];
      const next: typeof errors = {};
      for (const detail of details) if (detail.field === 'url' || detail.field === 'events') next[detail.field] = detail.message;
      if (!next.url && !next.events) next.form = `${WEBHOOK_TEXTS.saveFailed}. ${errorText(error)}`;
      setErrors(next);
    },
  });

  const toggle = (event: WebhookEvent, checked: boolean) =>
    setEvents((current) =>
      checked ? WEBHOOK_EVENTS.filter((e) => e === event || current.includes(e)) : current.filter((e) => e !== event),
    );

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (events.length === 0) {
      setErrors({ events: WEBHOOK_ERRORS.events });
      return;
    }
    setErrors({});
    save.mutate();
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id={titleId}>{endpoint ? endpoint.url : WEBHOOK_TEXTS.add}</DialogTitle>
        <DialogContent>
          {errors.form && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errors.form}
            </Alert>
          )}
          <TextField
            label={WEBHOOK_TEXTS.url}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            fullWidth
            required
            sx={{ mt: 1 }}
            error={Boolean(errors.url)}
            helperText={errors.url}
          />
          <FormLabel component="legend" sx={{ mt: 2 }} error={Boolean(errors.events)}>
            {WEBHOOK_TEXTS.events}
          </FormLabel>
          <FormGroup>
            {WEBHOOK_EVENTS.map((event) => (
              <FormControlLabel
                key={event}
                control={<Checkbox checked={events.includes(event)} onChange={(e) => toggle(event, e.target.checked)} />}
                label={`${WEBHOOK_EVENT_LABELS[event]} (${event})`}
              />
            ))}
          </FormGroup>
          {errors.events && <FormHelperText error>{errors.events}</FormHelperText>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{WEBHOOK_TEXTS.cancel}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {WEBHOOK_TEXTS.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
