/**
 * The «Акт» cell: where the act stands, «Подписать акт» and «Отказаться от подписания» (with a required reason) — the
 * decisions offered only to a person with the «acts» right; the others read where the act stands. Its parts are plain
 * elements whose classes (`act`, `act-decisions`, `body2`) the invoices page styles once for every row.
 */
import Button from '@mui/material/Button';
import { INVOICING_TEXTS, type PartnerInvoice } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { apiErrorContent, useErrorDialog } from '../../../components/error-dialog/error-dialog-provider';
import { useToast } from '../../../components/toast/toast-provider';
import { useCan } from '../../../lib/rights';
import { INVOICES_KEY } from '../../../lib/shared-queries';
import { refuseAct } from '../api/refuse-act';
import { signAct } from '../api/sign-act';
import { actState } from '../utils/act-state';

/** Asked only when an act is refused: its code (MUI's Dialog and Modal) loads then, not with the invoices. */
const ReasonDialog = lazy(() => import('../../../components/reason-dialog/reason-dialog').then((m) => ({ default: m.ReasonDialog })));

export type ActCellProps = { invoice: PartnerInvoice };

export function ActCell({ invoice }: ActCellProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { showError } = useErrorDialog();
  const [refusing, setRefusing] = useState(false);
  const state = actState(invoice);
  const mayDecide = useCan('acts');
  const canSign = mayDecide && state.canSign;
  const canRefuse = mayDecide && state.canRefuse;
  // A decision moves the due date and so the debt: the list and the navbar's warning are asked again.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: INVOICES_KEY });
  const sign = useMutation({
    mutationFn: () => signAct(invoice.invoiceId),
    onSuccess: () => {
      refresh();
      toast.show(INVOICING_TEXTS.actSignedToast, { severity: 'success' });
    },
    onError: (error) => showError(apiErrorContent(INVOICING_TEXTS.signAct, error)),
  });
  const refuse = useMutation({
    mutationFn: (reason: string) => refuseAct(invoice.invoiceId, reason),
    onSuccess: () => {
      setRefusing(false);
      refresh();
      toast.show(INVOICING_TEXTS.actRefusedToast, { severity: 'success' });
    },
    onError: (error) => showError(apiErrorContent(INVOICING_TEXTS.refuseAct, error)),
  });

  return (
    <div className="act">
      {state.lines.map((line) => (
        <p key={line} className="body2">
          {line}
        </p>
      ))}
      {(canSign || canRefuse) && (
        <div className="act-decisions">
          {canSign && (
            <Button size="small" variant="outlined" disabled={sign.isPending} onClick={() => sign.mutate()}>
              {INVOICING_TEXTS.signAct}
            </Button>
          )}
          {canRefuse && (
            <Button size="small" color="error" onClick={() => setRefusing(true)}>
              {INVOICING_TEXTS.refuseAct}
            </Button>
          )}
        </div>
      )}
      {refusing && (
        <Suspense fallback={null}>
          <ReasonDialog
            title={`${INVOICING_TEXTS.refuseAct}: акт № ${invoice.number}`}
            confirmLabel={INVOICING_TEXTS.refuseAct}
            label={INVOICING_TEXTS.refusalReason}
            requiredMessage={INVOICING_TEXTS.refusalReasonRequired}
            maxLength={{ length: 2000, message: 'Не более 2000 символов' }}
            busy={refuse.isPending}
            destructive
            onConfirm={(reason) => refuse.mutate(reason)}
            onCancel={() => setRefusing(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
