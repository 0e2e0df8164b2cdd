/** The back office's reset of a partner's second factor (decision 034), on the operator's «Безопасность» page. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SECOND_FACTOR_TEXTS as TEXTS } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { TextField } from '../../../components/text-field/text-field';
import { resetSecondFactor } from '../api/account';
import { SecuritySection } from './security-section';

export function SecondFactorResetSection() {
  const [email, setEmail] = useState('');
  const reset = useMutation({ mutationFn: resetSecondFactor });
  const handleReset = (event: FormEvent) => {
    event.preventDefault();
    reset.mutate(email.trim());
  };
  return (
    <SecuritySection title={TEXTS.resetTitle}>
      <Stack component="form" spacing={2} onSubmit={handleReset} noValidate aria-label={TEXTS.resetTitle} sx={{ maxWidth: 420 }}>
        <Typography variant="body2">{TEXTS.resetHint}</Typography>
        <TextField label={TEXTS.resetEmail} type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        {reset.isError && <Alert severity="error">{errorText(reset.error)}</Alert>}
        {reset.isSuccess && <Alert severity="success">{TEXTS.resetDone(reset.variables)}</Alert>}
        <Box>
          <Button type="submit" variant="outlined" color="error" disabled={reset.isPending || email.trim() === ''}>
            {TEXTS.reset}
          </Button>
        </Box>
      </Stack>
    </SecuritySection>
  );
}
