/** The open invitations of «Сотрудники»: to whom, which role, who sent it and until when, with resend and withdraw. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDateTime, MEMBER_ROLE_LABELS, MEMBERS_PAGE_TEXTS, type Invitation } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { useToast } from '../../../components/toast/toast-provider';
import { MEMBERS_KEY, resendInvitation, withdrawInvitation } from '../api/members';

export type InvitationsTableProps = {
  invitations: Invitation[];
  onFailure: (message: string | null) => void;
};

type Action = { run: () => Promise<unknown>; done: string };

export function InvitationsTable({ invitations, onFailure }: InvitationsTableProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [withdrawing, setWithdrawing] = useState<Invitation | null>(null);
  const act = useMutation({
    mutationFn: (action: Action) => action.run(),
    onMutate: () => onFailure(null),
    onSuccess: (_answer, action) => toast.show(action.done, { severity: 'success' }),
    onError: (error) => onFailure(errorText(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEMBERS_KEY }),
  });

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={MEMBERS_PAGE_TEXTS.invitationsTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{MEMBERS_PAGE_TEXTS.email}</TableCell>
            <TableCell>{MEMBERS_PAGE_TEXTS.role}</TableCell>
            <TableCell>{MEMBERS_PAGE_TEXTS.invitedBy}</TableCell>
            <TableCell>{MEMBERS_PAGE_TEXTS.sentAt}</TableCell>
            <TableCell>{MEMBERS_PAGE_TEXTS.expiresAt}</TableCell>
            <TableCell>{MEMBERS_PAGE_TEXTS.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invitations.map((invitation) => (
            <TableRow key={invitation.id} aria-label={invitation.email}>
              <TableCell sx={{ wordBreak: 'break-all' }}>{invitation.email}</TableCell>
              <TableCell>{MEMBER_ROLE_LABELS[invitation.role]}</TableCell>
              <TableCell>{invitation.invitedBy ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(invitation.sentAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {invitation.expired ? MEMBERS_PAGE_TEXTS.expired : formatDateTime(invitation.expiresAt)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Button
                  size="small"
                  disabled={act.isPending}
                  onClick={() =>
                    act.mutate({ run: () => resendInvitation(invitation.id), done: MEMBERS_PAGE_TEXTS.resent(invitation.email) })
                  }
                >
                  {MEMBERS_PAGE_TEXTS.resend}
                </Button>
                <Button size="small" color="error" disabled={act.isPending} onClick={() => setWithdrawing(invitation)}>
                  {MEMBERS_PAGE_TEXTS.withdraw}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {withdrawing && (
        <ConfirmDialog
          title={MEMBERS_PAGE_TEXTS.withdrawConfirmTitle}
          text={MEMBERS_PAGE_TEXTS.withdrawConfirmText(withdrawing.email)}
          confirmLabel={MEMBERS_PAGE_TEXTS.withdraw}
          onConfirm={() =>
            act.mutate({ run: () => withdrawInvitation(withdrawing.id), done: MEMBERS_PAGE_TEXTS.withdrawn(withdrawing.email) })
          }
          onClose={() => setWithdrawing(null)}
        />
      )}
    </Box>
  );
}
