/**
 * The second factor on «Безопасность» (decision 034): enrol an authenticator app by its QR code and a code, see the
 * ten recovery codes once, turn it off with the password and a code.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REQUIRE_SECOND_FACTOR_TEXTS, SECOND_FACTOR_TEXTS as TEXTS, type RecoveryCodes, type TotpSetup } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { TextField } from '../../../components/text-field/text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { disableTotp, enableTotp, secondFactorQuery, startTotp } from '../api/account';
import { SecuritySection } from './security-section';

export function SecondFactorSection() {
  const state = useQuery(secondFactorQuery);
  const queryClient = useQueryClient();
  const toast = useToast();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<RecoveryCodes | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: secondFactorQuery.queryKey });

  const start = useMutation({ mutationFn: startTotp, onSuccess: setSetup });
  const enable = useMutation({
    mutationFn: enableTotp,
    onSuccess: (result) => {
      setCodes(result);
      setSetup(null);
      setCode('');
      toast.show(TEXTS.enabledToast, { severity: 'success' });
      void refresh();
    },
  });
  const disable = useMutation({
    mutationFn: disableTotp,
    onSuccess: () => {
      setCode('');
      setPassword('');
      setCodes(null);
      toast.show(TEXTS.disabledToast, { severity: 'success' });
      void refresh();
    },
  });

  const handleEnable = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate(code.trim());
  };
  const handleDisable = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate({ password, code: code.trim() });
  };

  return (
    <SecuritySection title={TEXTS.title}>
      {state.isError && <Alert severity="error">{errorText(state.error)}</Alert>}
      {state.data?.enrolmentRequired && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {REQUIRE_SECOND_FACTOR_TEXTS.enrolFirst}
        </Alert>
      )}
      {codes && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>{TEXTS.recoveryTitle}</Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {TEXTS.recoveryHint}
          </Typography>
          <Box component="ul" aria-label={TEXTS.recoveryTitle} sx={{ fontFamily: 'monospace', columns: 2, m: 0, pl: 2 }}>
            {codes.recoveryCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </Box>
        </Alert>
      )}
      {state.data && !state.data.totpEnabled && !setup && (
        <Stack spacing={2} sx={{ maxWidth: 520 }}>
          <Typography>{TEXTS.off}</Typography>
          {start.isError && <Alert severity="error">{errorText(start.error)}</Alert>}
          <Box>
            <Button variant="contained" disabled={start.isPending} onClick={() => start.mutate()}>
              {TEXTS.enable}
            </Button>
          </Box>
        </Stack>
      )}
      {setup && (
        <Stack component="form" spacing={2} onSubmit={handleEnable} noValidate aria-label={TEXTS.title} sx={{ maxWidth: 520 }}>
          <Typography>{TEXTS.scan}</Typography>
          <Box component="img" src={setup.qr} alt="QR-код для приложения-аутентификатора" sx={{ width: 220, height: 220 }} />
          <TextField label={TEXTS.secretLabel} value={setup.secret} slotProps={{ htmlInput: { readOnly: true } }} />
          <TextField label={TEXTS.code} autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} />
          {enable.isError && <Alert severity="error">{errorText(enable.error)}</Alert>}
          <Box>
            <Button type="submit" variant="contained" disabled={enable.isPending || code.trim() === ''}>
              {TEXTS.confirm}
            </Button>
          </Box>
        </Stack>
      )}
      {state.data?.totpEnabled && (
        <Stack component="form" spacing={2} onSubmit={handleDisable} noValidate aria-label={TEXTS.disable} sx={{ maxWidth: 420 }}>
          <Typography>{TEXTS.on}</Typography>
          <Typography variant="body2">{TEXTS.recoveryLeft(state.data.recoveryCodesLeft)}</Typography>
          <TextField
            label="Пароль"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <TextField
            label={TEXTS.codeOrRecovery}
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          {disable.isError && <Alert severity="error">{errorText(disable.error)}</Alert>}
          <Box>
            <Button type="submit" color="error" variant="outlined" disabled={disable.isPending || !password || code.trim() === ''}>
              {TEXTS.disable}
            </Button>
          </Box>
        </Stack>
      )}
    </SecuritySection>
  );
}
