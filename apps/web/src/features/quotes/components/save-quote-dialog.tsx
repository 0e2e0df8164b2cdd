/**
 * «Сохранить для клиента»: the client the quote is kept for (any of the partner's clients, or the one a recalculated
 * quote already has), then the quote with the order form's address for that client. Loaded when opened: the
 * autocomplete is not part of the calculator's first load.
 */
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { QUOTE_MESSAGES, QUOTE_TEXTS, type Customer, type Quote, type QuoteCreateInput } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { TextField } from '../../../components/text-field/text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { createQuote, quoteClientsQuery } from '../api/quotes';

export type SaveQuoteDialogProps = {
  draft: Omit<QuoteCreateInput, 'customerId' | 'orderHref'>;
  orderHref: (customerId: string | null) => string;
  customer?: { id: string; name: string } | undefined;
  onSaved?: ((quote: Quote) => void) | undefined;
  onClose: () => void;
};

const clientLabel = (customer: Customer) => (customer.inn ? `${customer.name} (ИНН ${customer.inn})` : customer.name);

export function SaveQuoteDialog({ draft, orderHref, customer, onSaved, onClose }: SaveQuoteDialogProps) {
  const titleId = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const clients = useQuery({ ...quoteClientsQuery, enabled: customer === undefined });
  const [chosen, setChosen] = useState<Customer | null>(null);
  const [touched, setTouched] = useState(false);
  const customerId = customer?.id ?? chosen?.id ?? null;
  const save = useMutation({
    mutationFn: (id: string) => createQuote({ ...draft, customerId: id, orderHref: orderHref(id) }),
    onSuccess: (quote) => {
      void queryClient.invalidateQueries({ queryKey: ['quotes'] });
      toast.show(QUOTE_TEXTS.saved, { severity: 'success', link: { href: paths['calc.quotes'].href(), label: QUOTE_TEXTS.pageTitle } });
      onSaved?.(quote);
      onClose();
    },
    onError: (error) => toast.show(errorText(error), { severity: 'error' }),
  });
  const handleSave = () => {
    setTouched(true);
    if (customerId) save.mutate(customerId);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{QUOTE_TEXTS.saveDialogTitle}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{draft.title}</Typography>
        {customer ? (
          <TextField label={QUOTE_TEXTS.client} value={customer.name} disabled fullWidth />
        ) : (
          <Autocomplete
            options={clients.data ?? []}
            value={chosen}
            loading={clients.isPending}
            loadingText="Загрузка…"
            onChange={(_event, next) => setChosen(next)}
            getOptionLabel={clientLabel}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={
              <span>
                {QUOTE_TEXTS.clientNotFound}. <Link href={paths['client.subscriptions.reg'].href()}>Зарегистрировать клиента</Link>
              </span>
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label={QUOTE_TEXTS.client}
                error={touched && !chosen}
                helperText={touched && !chosen ? QUOTE_MESSAGES.clientRequired : undefined}
              />
            )}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{QUOTE_TEXTS.cancel}</Button>
        <Button variant="contained" onClick={handleSave} disabled={save.isPending}>
          {QUOTE_TEXTS.saveConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
