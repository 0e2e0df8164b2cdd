/** The operator's requirement of a second factor for operators and distributors (decision 034), on «Безопасность». */
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { REQUIRE_SECOND_FACTOR_TEXTS as TEXTS } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { useToast } from '../../../components/toast/toast-provider';
import { saveSecuritySettings, securitySettingsQuery } from '../api/account';

export function RequireSecondFactorSection() {
  const settings = useQuery(securitySettingsQuery);
  const queryClient = useQueryClient();
  const toast = useToast();
  const save = useMutation({
    mutationFn: saveSecuritySettings,
    onSuccess: (result) => {
      queryClient.setQueryData(securitySettingsQuery.queryKey, result);
      toast.show(result.requireSecondFactor ? TEXTS.on : TEXTS.off, { severity: 'success' });
    },
  });
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {TEXTS.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {TEXTS.hint}
      </Typography>
      {settings.isError && <Alert severity="error">{errorText(settings.error)}</Alert>}
      {settings.data && (
        <FormControlLabel
          control={
            <Switch
              checked={settings.data.requireSecondFactor}
              disabled={save.isPending}
              onChange={(event) => save.mutate({ requireSecondFactor: event.target.checked })}
            />
          }
          label={TEXTS.label}
        />
      )}
      {save.isError && <Alert severity="error">{errorText(save.error)}</Alert>}
    </Paper>
  );
}
