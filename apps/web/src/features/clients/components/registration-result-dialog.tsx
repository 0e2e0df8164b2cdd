/** The registration's result: registered (with the way back to an order), failed (the reason, an instruction) or rejected. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { CUSTOMER_MESSAGES, EXISTING_USER_INSTRUCTION, type Customer } from '@portal/domain';
import { paths } from '../../../config/paths';

export type RegistrationOutcome =
  { kind: 'registered'; customer: Customer } | { kind: 'failed'; message: string; instruction?: boolean } | { kind: 'rejected' } | null;

export type RegistrationResultDialogProps = { outcome: RegistrationOutcome; backUrl: string | null; onClose: () => void };

export function RegistrationResultDialog({ outcome, backUrl, onClose }: RegistrationResultDialogProps) {
  return (
    <Dialog open={outcome !== null} onClose={onClose} aria-labelledby="registration-result-title" maxWidth="sm" fullWidth>
      {outcome?.kind === 'registered' && (
        <>
          <DialogTitle id="registration-result-title">{CUSTOMER_MESSAGES.registered}</DialogTitle>
          <DialogContent>
            <DialogContentText>
              Клиент «{outcome.customer.name}» зарегистрирован. На адрес {outcome.customer.email} отправлено письмо со ссылкой для
              подтверждения регистрации.
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            {backUrl && (
              <Button href={`${backUrl}${backUrl.includes('?') ? '&' : '?'}email=${encodeURIComponent(outcome.customer.email)}`}>
                Вернуться к заказу
              </Button>
            )}
            <Button href={paths['client.detail.item'].href({ customerId: outcome.customer.id })}>Карточка клиента</Button>
            <Button variant="contained" onClick={onClose}>
              OK
            </Button>
          </DialogActions>
        </>
      )}
      {outcome?.kind === 'failed' && (
        <>
          <DialogTitle id="registration-result-title">{CUSTOMER_MESSAGES.registrationFailedTitle}</DialogTitle>
          <DialogContent>
            <DialogContentText>{outcome.message}</DialogContentText>
            {outcome.instruction && (
              <Link
                href={paths['content.info'].href({}, { search: EXISTING_USER_INSTRUCTION.search })}
                target="_blank"
                rel="noopener"
                sx={{ display: 'inline-block', mt: 1 }}
              >
                {EXISTING_USER_INSTRUCTION.label}
              </Link>
            )}
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              OK
            </Button>
          </DialogActions>
        </>
      )}
      {outcome?.kind === 'rejected' && (
        <>
          <DialogTitle id="registration-result-title">{CUSTOMER_MESSAGES.registrationRejected}</DialogTitle>
          <DialogContent>
            <DialogContentText>
              Этот клиент был отклонен при проверке. Напишите в техническую поддержку, чтобы выяснить причину.
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button href={paths.feedback.href()}>Написать в поддержку</Button>
            <Button variant="contained" onClick={onClose}>
              OK
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
