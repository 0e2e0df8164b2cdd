/**
 * «Пригласить сотрудника»: an address and a role. The server's refusals of the address (a person of this or another
 * organisation, the vendor's staff) and of the role show at their field.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MEMBER_ROLE_DESCRIPTIONS,
  MEMBER_ROLE_LABELS,
  MEMBERS_PAGE_TEXTS,
  TEAM_ERRORS,
  type InvitationRequest,
  type MemberRole,
} from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { NativeSelectField } from '../../../components/text-field/native-select-field';
import { TextField } from '../../../components/text-field/text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { ApiRequestError } from '../../../lib/api-error';
import { applyFieldErrors } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { inviteMember, MEMBERS_KEY } from '../api/members';

const resolver = lazyZodResolver<InvitationRequest>(() => import('../team-schemas').then((m) => m.invitationRequestSchema));

/** The server's refusals that concern one field, when it names none. */
const EMAIL_REFUSALS: readonly string[] = [TEAM_ERRORS.alreadyMember, TEAM_ERRORS.memberOfAnother, TEAM_ERRORS.staffAccount];
const ROLE_REFUSALS: readonly string[] = [TEAM_ERRORS.roleNotOffered];

export type InviteDialogProps = { roles: MemberRole[]; onClose: () => void };

export function InviteDialog({ roles, onClose }: InviteDialogProps) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, formState, setError } = useForm<InvitationRequest>({
    resolver,
    defaultValues: { email: '', role: roles.includes('MANAGER') ? 'MANAGER' : (roles[0] ?? 'VIEWER') },
  });

  const handleInvite = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await inviteMember(values);
      toast.show(MEMBERS_PAGE_TEXTS.invited(values.email.trim()), { severity: 'success' });
      void queryClient.invalidateQueries({ queryKey: MEMBERS_KEY });
      onClose();
    } catch (error) {
      if (applyFieldErrors(error, setError, ['email', 'role'])) return;
      const message = errorText(error);
      if (error instanceof ApiRequestError && EMAIL_REFUSALS.includes(message)) setError('email', { type: 'server', message });
      else if (error instanceof ApiRequestError && ROLE_REFUSALS.includes(message)) setError('role', { type: 'server', message });
      else setFailure(message);
    }
  });

  const role = useWatch({ control, name: 'role' });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <form onSubmit={(event) => void handleInvite(event)} noValidate>
        <DialogTitle id={titleId}>{MEMBERS_PAGE_TEXTS.invite}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="textSecondary">
              {MEMBERS_PAGE_TEXTS.inviteIntro}
            </Typography>
            {failure && <Alert severity="error">{failure}</Alert>}
            <TextField
              label={MEMBERS_PAGE_TEXTS.email}
              type="email"
              autoComplete="off"
              required
              fullWidth
              autoFocus
              {...register('email')}
              error={Boolean(formState.errors.email)}
              helperText={formState.errors.email?.message}
            />
            <Controller
              control={control}
              name="role"
              render={({ field }) => (
                <NativeSelectField<MemberRole>
                  label={MEMBERS_PAGE_TEXTS.role}
                  value={field.value}
                  options={roles.map((value) => ({ value, label: MEMBER_ROLE_LABELS[value] }))}
                  onChange={field.onChange}
                  sx={{ width: '100%' }}
                />
              )}
            />
            <Typography
              variant="body2"
              color={formState.errors.role ? 'error' : 'text.secondary'}
              role={formState.errors.role ? 'alert' : undefined}
            >
              {formState.errors.role?.message ?? MEMBER_ROLE_DESCRIPTIONS[role]}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{MEMBERS_PAGE_TEXTS.cancel}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {MEMBERS_PAGE_TEXTS.send}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
