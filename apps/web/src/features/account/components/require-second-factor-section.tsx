/** The operator's requirement of a second factor for operators and distributors (decision 034), on «Безопасность». */
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { REQUIRE_SECOND_FACTOR_TEXTS as TEXTS } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { useToast } from '../../../components/toast/toast-provider';
import { saveSecuritySettings, securitySettingsQuery } from '../api/account';
import { SecuritySection } from './security-section';

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
    <SecuritySection title={TEXTS.title} hint={TEXTS.hint}>
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
    </SecuritySection>
  );
}
