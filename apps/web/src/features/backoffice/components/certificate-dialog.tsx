/** The operator gives a partner's certificate its number and end date (a number is given at approval already). */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { TextField } from '../../../components/text-field/text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { partnerCertificateQuery, useSetCertificate } from '../api/certificate';

export type CertificateDialogProps = { partnerId: string; partnerName: string; onClose: () => void };

export function CertificateDialog(props: CertificateDialogProps) {
  const certificate = useQuery(partnerCertificateQuery(props.partnerId));
  if (!certificate.data) return null;
  return (
    <CertificateForm {...props} number={certificate.data.certificateNumber ?? ''} endDate={certificate.data.certificateEndDate ?? ''} />
  );
}

function CertificateForm({ partnerId, partnerName, onClose, ...initial }: CertificateDialogProps & { number: string; endDate: string }) {
  const toast = useToast();
  const [number, setNumber] = useState(initial.number);
  const [endDate, setEndDate] = useState(initial.endDate);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetCertificate(partnerId, {
    onSuccess: () => {
      toast.show('Сертификат сохранен', { severity: 'success' });
      onClose();
    },
    onError: (error) => setProblem(errorText(error)),
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    save.mutate({ certificateNumber: number.trim(), certificateEndDate: endDate });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="certificate-dialog-title" maxWidth="xs" fullWidth>
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id="certificate-dialog-title">Сертификат: {partnerName}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label="Номер сертификата" value={number} onChange={(event) => setNumber(event.target.value)} required fullWidth />
            <TextField
              fullWidth
              label="Действителен до"
              type="date"
              value={endDate}
              onChange={(event) => setEndDate(event.target.value)}
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
            {problem && (
              <Typography color="error" role="alert">
                {problem}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Отмена</Button>
          <Button type="submit" variant="contained" disabled={!number.trim() || !endDate || save.isPending}>
            Сохранить
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
