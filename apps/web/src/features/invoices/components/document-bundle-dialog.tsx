/**
 * «Документы за период» (issue 33): the partner ticks closed months and downloads their invoices, acts and XML УПД as
 * one ZIP. A refusal (a month without an invoice, requisites the XML cannot take) is shown here, in Russian, with the
 * way to the profile when the person may fill the requisites in.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import {
  DOCUMENT_BUNDLE_MAX_MONTHS,
  DOCUMENT_BUNDLE_TEXTS as T,
  INVOICING_TEXTS,
  monthKeyOf,
  monthLabel,
  type PartnerInvoice,
} from '@portal/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { downloadDocumentBundle } from '../api/invoice-documents';
import { invoicesQuery } from '../api/get-invoices';
import { DocumentError } from './document-error';

/** Every closed month the route can give at once (a hundred: eight years), newest first as the list shows them. */
const ALL_MONTHS = 100;

export type DocumentBundleDialogProps = { onClose: () => void };

type MonthOption = { key: string; label: string };

const optionOf = (invoice: PartnerInvoice): MonthOption => ({
  key: monthKeyOf(invoice.year, invoice.month),
  label: `${monthLabel(invoice.year, invoice.month)} (${INVOICING_TEXTS.invoiceOf(invoice.number, invoice.issuedOn)})`,
});

export function DocumentBundleDialog({ onClose }: DocumentBundleDialogProps) {
  const list = useQuery(invoicesQuery(1, ALL_MONTHS));
  const options = (list.data?.items ?? []).map(optionOf);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const download = useMutation({ mutationFn: (months: string[]) => downloadDocumentBundle(months) });

  const toggle = (key: string) => {
    download.reset();
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  };
  const allChosen = options.length > 0 && options.every((o) => chosen.has(o.key));
  const handleSelectAll = () => {
    download.reset();
    setChosen(allChosen ? new Set() : new Set(options.map((o) => o.key)));
  };
  const tooMany = chosen.size > DOCUMENT_BUNDLE_MAX_MONTHS;
  const handleDownload = () => download.mutate([...chosen].sort());

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="document-bundle-title">
      <DialogTitle id="document-bundle-title">{T.title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {T.lead}
        </Typography>
        {list.isError && <Alert severity="error">{errorText(list.error)}</Alert>}
        {list.isSuccess && options.length === 0 && <Typography>{T.noMonths}</Typography>}
        {options.length > 0 && (
          <>
            <FormControlLabel
              control={<Checkbox checked={allChosen} indeterminate={chosen.size > 0 && !allChosen} onChange={handleSelectAll} />}
              label={T.selectAll}
            />
            <FormGroup aria-label={T.months} sx={{ pl: 2, maxHeight: 320, flexWrap: 'nowrap', overflowY: 'auto' }}>
              {options.map((option) => (
                <FormControlLabel
                  key={option.key}
                  control={<Checkbox checked={chosen.has(option.key)} onChange={() => toggle(option.key)} />}
                  label={option.label}
                />
              ))}
            </FormGroup>
            <Typography variant="body2" sx={{ mt: 1 }} color={tooMany ? 'error' : 'text.secondary'}>
              {tooMany ? T.tooManyMonths : T.chosen(chosen.size)}
            </Typography>
          </>
        )}
        {download.isError && <DocumentError error={download.error} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.close}</Button>
        <Button variant="contained" onClick={handleDownload} disabled={chosen.size === 0 || tooMany || download.isPending}>
          {download.isPending ? T.downloading : T.download}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
